import { useMutation } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { downloadFile } from '../../api/files.ts'
import { Button } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { saveFile } from '../../lib/save-file.ts'

/**
 * Downloads a file of the buyer's order (a trade document, a transfer confirmation): fetched
 * with the session's token and saved under `fileName`. A failure raises the generic notice. The
 * button stays focusable while busy (aria-disabled, not disabled) so the keyboard keeps its place.
 */
export function FileDownloadButton({
  url,
  fileName,
  text,
  label,
}: {
  /** The file's `download_url`, as the API names it. */
  url: string
  fileName: string
  /** What the button shows. */
  text: string
  /** Its accessible name: the shown text, then what it downloads. */
  label: string
}) {
  const api = useApi()
  const download = useMutation({
    mutationFn: () => downloadFile(api, url),
    onSuccess: (file) => saveFile(file, fileName),
  })
  const busy = download.isPending
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={label}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) download.mutate()
      }}
    >
      {busy ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
      {text}
    </Button>
  )
}
