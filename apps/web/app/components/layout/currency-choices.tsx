import { CURRENCIES } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import { useId } from 'react'
import { useCurrencyNames } from '../../lib/currency-names.ts'
import { useDisplayCurrency } from '../../lib/display-currency.tsx'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * The side menu's currencies (docs/decisions/045-currencies.md): one button each, large enough for
 * a thumb, the chosen one pressed. Choosing re-renders the page's prices and closes the menu.
 */
export function CurrencyChoices({
  lang,
  onChosen,
  className = '',
}: {
  lang: Lang
  onChosen?: () => void
  className?: string
}) {
  const { t } = useTranslation()
  const { currency, choose } = useDisplayCurrency()
  const names = useCurrencyNames(lang)
  const heading = useId()
  return (
    <section aria-labelledby={heading} className={className}>
      <h2 id={heading} className="mb-2 px-3 text-ink-600 text-xs">
        {t('currency.label')}
      </h2>
      <ul className="grid grid-cols-2 gap-1">
        {CURRENCIES.map((code) => (
          <li key={code}>
            <button
              type="button"
              aria-pressed={code === currency}
              onClick={() => {
                choose(code)
                onChosen?.()
              }}
              className="flex min-h-11 w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-800 aria-pressed:bg-teal-50 aria-pressed:font-semibold"
            >
              <span dir="ltr" className="shrink-0 font-mono text-ink-600 text-xs">
                {code}
              </span>
              <span className="min-w-0 leading-tight">{names.title(code)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
