import { AlertDialog } from 'radix-ui'
import { type ReactNode, useRef } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'

/**
 * Asks before an action the buyer will be emailed about, or a delete. Focus starts on Cancel (the
 * safe choice) and returns to the button that opened it, or to the page's heading when that
 * button went with what was deleted; while the call runs the dialog stays open, its buttons
 * disabled, and Escape does nothing, so the outcome is never hidden.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  children: ReactNode
  confirmLabel: string
  busyLabel: string
  busy: boolean
  onConfirm: () => void
}) {
  const { t } = useTranslation('ops')
  const opener = useRef<Element | null>(null)
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => busy || onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <AlertDialog.Content
          onEscapeKeyDown={(event) => busy && event.preventDefault()}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected !== false) return
            const heading = document.querySelector<HTMLElement>('main h1')
            if (!heading) return
            event.preventDefault()
            heading.tabIndex = -1
            heading.focus()
          }}
          className="fixed start-1/2 top-1/2 z-50 w-[28rem] max-w-[calc(100vw-2rem)] -translate-y-1/2 space-y-4 rounded-lg bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2"
        >
          <AlertDialog.Title className="font-bold text-ink-900 text-lg">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="space-y-2 text-ink-800 text-sm">{children}</div>
          </AlertDialog.Description>
          <p role="status" className="sr-only">
            {busy ? busyLabel : ''}
          </p>
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {t('dialog.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
              {busy ? <Spinner className="size-4" /> : null}
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
