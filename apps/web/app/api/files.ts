import type { Lang } from '@caravanserai/contracts/languages'
import { AttachmentSchema } from '@caravanserai/contracts/payments'
import type { ApiClient } from '../lib/api-client.ts'
import { apiPathOf } from '../lib/save-file.ts'

/**
 * A file takes far longer to move than an answer: a 10 MB scan over a phone's connection needs
 * more than the 10 s a phone's calls get.
 */
export const FILE_TIMEOUT_MS = 180_000

/**
 * A private file at the address an answer gave for it (`/api/orders/7/documents/3/`: a trade
 * document, a transfer confirmation, a message's or a request's attachment), fetched with the
 * Bearer token, which a plain link cannot send.
 */
export const downloadFile = (api: ApiClient, downloadUrl: string) =>
  api.get(apiPathOf(downloadUrl), { blob: true, timeoutMs: FILE_TIMEOUT_MS })

/**
 * A file of an order (a message's attachment, a claim's evidence), uploaded first so the message
 * or the claim can name it: by the buyer under /orders/, by an operator under /ops/orders/.
 * Quiet: the form says why a file was refused, in the server's words.
 */
export function uploadOrderFile(
  api: ApiClient,
  lang: Lang,
  side: 'buyer' | 'staff',
  orderId: number,
  file: File,
) {
  const form = new FormData()
  form.append('file', file)
  return api.post(`${side === 'buyer' ? '/orders/' : '/ops/orders/'}${orderId}/files/`, form, {
    lang,
    quiet: true,
    timeoutMs: FILE_TIMEOUT_MS,
    schema: AttachmentSchema,
  })
}
