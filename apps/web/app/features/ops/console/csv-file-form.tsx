import { Upload } from 'lucide-react'
import type { FormEvent } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'

type CsvFileFormProps = {
  /** The file input's id; `${id}-error` names the message shown beside it, when there is one. */
  id: string
  label: string
  send: string
  busy: string
  pending: boolean
  /** A file is chosen and within its size. */
  ready: boolean
  showsError: boolean
  onChoose: (file: File | null) => void
  onSend: () => void
}

/** The console's upload of one CSV file: the file, then a button that sends it and shows it busy. */
export function CsvFileForm({
  id,
  label,
  send,
  busy,
  pending,
  ready,
  showsError,
  onChoose,
  onSend,
}: CsvFileFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault()
    if (ready) onSend()
  }
  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={id} className="block font-semibold text-ink-800 text-sm">
          {label}
        </label>
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          disabled={pending}
          aria-describedby={showsError ? `${id}-error` : undefined}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
          className="block min-h-11 w-full text-sm file:me-3 file:min-h-11 file:rounded-md file:border file:border-sand-300 file:bg-white file:px-4 file:font-semibold file:text-ink-800"
        />
      </div>
      <Button type="submit" disabled={!ready || pending} aria-busy={pending || undefined}>
        {pending ? <Spinner className="size-4" /> : <Upload aria-hidden="true" className="size-4" />}
        {pending ? busy : send}
      </Button>
    </form>
  )
}
