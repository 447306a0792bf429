import type { ShippingAddress } from '@caravanserai/contracts/addresses'
import { AlertCircle } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useState } from 'react'
import { Alert } from '../../components/ui/alert.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { notify } from '../../lib/notify.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { useAddressMutations } from './address-mutations.ts'
import { addressLines } from './address-values.ts'
import { dangerButtonClass } from './danger-button.ts'

/**
 * Deleting asks first (Radix alert dialog: focus starts on Cancel, Escape cancels). A failure keeps
 * the dialog open with its message; the API client's toast says why.
 */
export function DeleteAddressDialog({
  userId,
  address,
  open,
  onOpenChange,
  onDeleted,
}: {
  userId: number
  address: ShippingAddress
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Runs once the address is gone from the list (its card, and the button that opened this, too). */
  onDeleted: () => void
}) {
  const { t } = useTranslation('account')
  const { remove } = useAddressMutations(userId)
  const [failed, setFailed] = useState(false)

  // mutateAsync: the card, and this dialog with it, leave the page when the list is read again.
  async function confirm() {
    setFailed(false)
    try {
      await remove.mutateAsync(address.id)
    } catch {
      setFailed(true)
      return
    }
    notify.success(t('addresses.deleted'))
    onDeleted()
  }

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!remove.isPending) onOpenChange(next)
        if (!next) setFailed(false)
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <AlertDialog.Content className="fixed inset-0 z-50 m-auto h-fit w-[calc(100vw-1.5rem)] max-w-md space-y-4 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-bold text-ink-900 text-lg">
            {t('addresses.deleteTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-ink-700 text-sm leading-relaxed">
            {t('addresses.deleteText')}
          </AlertDialog.Description>
          <address className="rounded-lg bg-sand-100 p-3 text-ink-800 text-sm not-italic">
            <span className="block font-semibold">{address.full_name}</span>
            {addressLines(address).join(', ')}
          </address>
          {failed ? (
            <Alert
              title={t('addresses.deleteFailed')}
              icon={<AlertCircle aria-hidden="true" className="size-5 shrink-0" />}
            />
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass({ variant: 'outline' })} disabled={remove.isPending}>
              {t('form.cancel')}
            </AlertDialog.Cancel>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={remove.isPending}
              className={dangerButtonClass()}
            >
              {remove.isPending ? <Spinner className="size-4" /> : null}
              {remove.isPending ? t('addresses.deleting') : t('addresses.confirmDelete')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
