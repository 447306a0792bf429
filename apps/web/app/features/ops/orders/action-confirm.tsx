import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ConfirmDialog } from '../console/confirm-dialog.tsx'

/**
 * The review step of an order action (quote, requote, decline, cancel): its question and what it will do, then the
 * note as the order's history will keep it. Texts come from the action's own section of `ops`.
 */
export function ActionConfirm({
  action,
  open,
  note,
  busy,
  onCancel,
  onConfirm,
  children,
}: {
  action: 'quote' | 'requote' | 'decline' | 'cancel'
  open: boolean
  note: string | undefined
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
  children: ReactNode
}) {
  const { t } = useTranslation('ops')
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => next || onCancel()}
      title={t(`${action}.confirmTitle`)}
      confirmLabel={t(`${action}.confirm`)}
      busyLabel={t(`${action}.busy`)}
      busy={busy}
      onConfirm={onConfirm}
    >
      {children}
      {note ? (
        <p dir="auto" className="whitespace-pre-line rounded-md bg-sand-50 p-2">
          {note}
        </p>
      ) : null}
    </ConfirmDialog>
  )
}
