import { AlertTriangle } from 'lucide-react'
import { Button } from '../../components/ui/button.tsx'

/** A page's data did not load: what happened, and a way to ask again. */
export function LoadFailed({
  title,
  text,
  retry,
  onRetry,
}: {
  title: string
  text: string
  retry: string
  onRetry: () => void
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-10 text-red-700" />
      <h2 className="font-bold text-lg text-red-900">{title}</h2>
      <p className="text-red-900">{text}</p>
      <Button variant="outline" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  )
}
