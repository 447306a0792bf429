import { AlertTriangle, RefreshCw } from 'lucide-react'
import { Alert } from './alert.tsx'
import { Button } from './button.tsx'

/**
 * Data that did not load: what failed, optionally why (the server's words), and a way to ask
 * again. Without `onRetry` (a page that does not exist) it only says what failed.
 */
export function LoadFailure({
  title,
  text,
  detail,
  retry,
  onRetry,
  retrying = false,
  heading,
}: {
  title: string
  text?: string
  detail?: string | null
  retry?: string
  onRetry?: () => void
  retrying?: boolean
  heading?: 'p' | 'h1' | 'h2'
}) {
  return (
    <Alert
      tone="error"
      title={title}
      heading={heading}
      icon={<AlertTriangle aria-hidden="true" className="size-5 shrink-0" />}
      action={
        onRetry && retry ? (
          <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
            <RefreshCw aria-hidden="true" className={`size-4 ${retrying ? 'animate-spin' : ''}`} />
            {retry}
          </Button>
        ) : null
      }
    >
      {text ? <p>{text}</p> : null}
      {detail ? <p dir="auto">{detail}</p> : null}
    </Alert>
  )
}

/** The message of a failure worth showing beside 'failed to load', if it has one. */
export function failureDetail(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null
}
