import { AlertCircle } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useState } from 'react'
import { Alert } from '../../components/ui/alert.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { dangerButtonClass } from './danger-button.ts'

/**
 * Asks before something that cannot be undone (Radix alert dialog: focus starts on Cancel, Escape
 * cancels). A refusal keeps the dialog open with the server's reason, already in the page language.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  failedTitle,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  text: string
  confirmLabel: string
  failedTitle: string
  /** Throws to keep the dialog open with the failure. */
  onConfirm: () => Promise<void>
}) {
  const { t } = useTranslation('account')
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function confirm() {
    setFailure(null)
    setPending(true)
    try {
      await onConfirm()
    } catch (error) {
      setFailure(error instanceof ApiError && error.status !== 0 ? error.message : t('form.tryAgain'))
    } finally {
      setPending(false)
    }
  }

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next)
        if (!next) setFailure(null)
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <AlertDialog.Content className="fixed inset-0 z-50 m-auto h-fit w-[calc(100vw-1.5rem)] max-w-md space-y-4 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-bold text-ink-900 text-lg">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-ink-700 text-sm leading-relaxed">
            {text}
          </AlertDialog.Description>
          {failure ? (
            <Alert title={failedTitle} icon={<AlertCircle aria-hidden="true" className="size-5 shrink-0" />}>
              <p>{failure}</p>
            </Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass({ variant: 'outline' })} disabled={pending}>
              {t('form.cancel')}
            </AlertDialog.Cancel>
            <button
              type="button"
              className={dangerButtonClass()}
              disabled={pending}
              onClick={() => void confirm()}
            >
              {pending ? <Spinner className="size-4" /> : null}
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
