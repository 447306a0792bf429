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

/**
 * The API client's path of a download the API names by its full address (`/api/orders/7/…`, as
 * documents and order files give it): the client adds its own base.
 */
export function apiPathOf(downloadUrl: string): string {
  return downloadUrl.replace(/^\/api(?=\/)/, '')
}
