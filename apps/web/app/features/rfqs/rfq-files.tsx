import type { Attachment } from '@caravanserai/contracts/payments'
import { useMutation } from '@tanstack/react-query'
import { Paperclip } from 'lucide-react'
import { Button } from '../../components/ui/button.tsx'
import { useApi } from '../../lib/api.tsx'
import { saveFile } from '../../lib/save-file.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { downloadRfqFile } from './rfqs-api.ts'

function FileButton({ file }: { file: Attachment }) {
  const { t } = useTranslation('rfqs')
  const api = useApi()
  const download = useMutation({ mutationFn: () => downloadRfqFile(api, file.download_url) })
  return (
    <Button
      variant="outline"
      size="sm"
      className="max-w-full"
      disabled={download.isPending}
      aria-label={t('detail.download', { name: file.name })}
      onClick={() =>
        download.mutateAsync().then(
          (blob) => saveFile(blob, file.name),
          // The failure has its generic notice (lib/api.tsx).
          () => {},
        )
      }
    >
      <Paperclip aria-hidden="true" className="size-4 shrink-0" />
      <bdi className="min-w-0 truncate">{file.name}</bdi>
    </Button>
  )
}

/** The request's files, each downloaded with the buyer's token (a plain link cannot send it). */
export function RfqFiles({ files }: { files: Attachment[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.id} className="min-w-0 max-w-full">
          <FileButton file={file} />
        </li>
      ))}
    </ul>
  )
}
