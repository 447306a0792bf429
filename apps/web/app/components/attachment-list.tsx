import type { Attachment } from '@caravanserai/contracts/payments'
import { useMutation } from '@tanstack/react-query'
import { Paperclip } from 'lucide-react'
import { saveFile } from '../lib/save-file.ts'
import { Button } from './ui/button.tsx'

type Download = (downloadUrl: string) => Promise<Blob>

function AttachmentButton({
  file,
  download,
  label,
}: {
  file: Attachment
  download: Download
  label: string
}) {
  const saving = useMutation({ mutationFn: () => download(file.download_url) })
  return (
    <Button
      variant="outline"
      size="sm"
      className="max-w-full"
      disabled={saving.isPending}
      aria-label={label}
      onClick={() =>
        saving.mutateAsync().then(
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

/**
 * Private files, each downloaded with the viewer's token by the feature's own call (a plain link
 * cannot send it), and named for screen readers by `label`.
 */
export function AttachmentList({
  files,
  download,
  label,
}: {
  files: Attachment[]
  download: Download
  label: (name: string) => string
}) {
  return (
    <ul className="flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.id} className="min-w-0 max-w-full">
          <AttachmentButton file={file} download={download} label={label(file.name)} />
        </li>
      ))}
    </ul>
  )
}
