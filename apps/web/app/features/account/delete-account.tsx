import type { Lang } from '@caravanserai/contracts/languages'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '../../lib/use-translation.tsx'
import { dangerButtonClass } from './danger-button.ts'
import { DeleteAccountDialog } from './delete-account-dialog.tsx'

/** The security tab's last section: deletion, said plainly to be irreversible. */
export function DeleteAccount({ lang }: { lang: Lang }) {
  const { t } = useTranslation('account')
  const [open, setOpen] = useState(false)
  return (
    <section
      aria-labelledby="delete-heading"
      className="max-w-lg space-y-4 rounded-xl border border-red-200 bg-red-50/40 p-6"
    >
      <h2 id="delete-heading" className="font-bold text-red-900 text-xl">
        {t('delete.heading')}
      </h2>
      <p className="text-ink-800 text-sm leading-relaxed">{t('delete.text')}</p>
      <ul className="list-disc space-y-1 ps-5 text-ink-800 text-sm">
        <li>{t('delete.consequenceData')}</li>
        <li>{t('delete.consequenceOrders')}</li>
        <li>{t('delete.consequenceEmail')}</li>
      </ul>
      <button type="button" className={dangerButtonClass()} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('delete.open')}
      </button>
      <DeleteAccountDialog lang={lang} open={open} onOpenChange={setOpen} />
    </section>
  )
}
