import { Trash2 } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { buttonClass } from '../../components/ui/button.tsx'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * Clear-all behind a confirmation (Radix alert dialog: focus starts on Cancel, Escape cancels,
 * focus returns to the button).
 */
export function ClearCartButton({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  const { t } = useTranslation('cart')
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        disabled={busy}
        className={buttonClass({ variant: 'outline', size: 'sm' }, 'text-red-800 hover:bg-red-50')}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('cart.clear')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <AlertDialog.Content className="fixed start-1/2 top-1/2 z-50 w-[28rem] max-w-[92vw] -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <AlertDialog.Title className="font-bold text-lg">{t('cart.clearTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="text-ink-700">{t('cart.clearText')}</AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass({ variant: 'outline' })}>
              {t('cart.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className={buttonClass({ variant: 'primary' }, 'bg-red-800 hover:bg-red-900')}
            >
              {t('cart.clearConfirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
