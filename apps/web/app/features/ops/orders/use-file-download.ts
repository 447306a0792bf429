import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { downloadFile } from '../../../api/files.ts'
import { useApi } from '../../../lib/api.tsx'
import { saveFile } from '../../../lib/save-file.ts'

/** A file of the order to save: where the API serves it, and the name to save it under. */
export type OrderFile = { url: string; name: string }

/**
 * Downloads an order's files (trade documents, transfer confirmations) with the operator's token
 * and saves them under their names. `busy(url)` says which file is on its way; `saved` names the
 * last one saved, for a live region to announce. A failure has already raised its generic notice.
 */
export function useFileDownload() {
  const api = useApi()
  const [saved, setSaved] = useState<string | null>(null)
  const download = useMutation({
    mutationFn: (file: OrderFile) => downloadFile(api, file.url),
    onMutate: () => setSaved(null),
    onSuccess: (blob, file) => {
      saveFile(blob, file.name)
      setSaved(file.name)
    },
  })
  return {
    start: (file: OrderFile) => download.mutate(file),
    busy: (url: string) => download.isPending && download.variables?.url === url,
    saved,
  }
}
