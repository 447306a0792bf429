// A multipart/form-data body as a browser sends it, for upload tests.

/** A multipart/form-data body with one file part, after the text `fields` (and the `note`). */
export function multipart(
  file: Buffer,
  {
    name = 'picture.jpg',
    type = 'image/jpeg',
    field = 'file',
    note = '',
    fields = {} as Record<string, string>,
  } = {},
) {
  const boundary = `----caravanserai${Math.random().toString(16).slice(2)}`
  const texts = Object.entries({ ...fields, ...(note ? { note } : {}) })
  const textParts = texts
    .map(
      ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
    )
    .join('')
  const head = `${textParts}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
