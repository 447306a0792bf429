/**
 * Saves a file the page fetched itself (an export that needs the Authorization header, so a
 * plain link cannot fetch it): through an object URL and a link with a download name.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the download from the URL by then; let the memory go afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
