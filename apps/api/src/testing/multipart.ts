// A multipart/form-data body as a browser sends it, for upload tests.

/** A multipart/form-data body with one file part. */
export function multipart(
  file: Buffer,
  { name = 'picture.jpg', type = 'image/jpeg', field = 'file', note = '' } = {},
) {
  const boundary = `----caravanserai${Math.random().toString(16).slice(2)}`
  const noteField = note
    ? `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${note}\r\n`
    : ''
  const head = `${noteField}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
