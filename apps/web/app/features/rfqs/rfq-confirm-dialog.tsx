import { AlertDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { Button } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * Asks before a step the buyer cannot take back (accepting an offer, withdrawing a request). Focus
 * starts on Cancel; while the call runs the dialog stays open, its buttons disabled, and Escape
 * does nothing, so the outcome is never hidden.
 */
export function RfqConfirmDialog({
  open,
  onCancel,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
}: {
  open: boolean
  onCancel: () => void
  title: string
  children: ReactNode
  confirmLabel: string
  busyLabel: string
  busy: boolean
  onConfirm: () => void
}) {
  const { t } = useTranslation('rfqs')
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => next || busy || onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <AlertDialog.Content
          onEscapeKeyDown={(event) => busy && event.preventDefault()}
          className="fixed inset-0 z-50 m-auto h-fit w-[30rem] max-w-[92vw] space-y-4 rounded-xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="font-bold text-ink-900 text-xl">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="space-y-2 text-ink-700 leading-relaxed">{children}</div>
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-3 pt-2">
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
