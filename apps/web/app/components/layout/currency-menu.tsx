import { CURRENCIES } from '@caravanserai/contracts/currency-rules'
import { isRtl, type Lang } from '@caravanserai/contracts/languages'
import { ChevronDown } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { useCurrencyNames } from '../../lib/currency-names.ts'
import { useDisplayCurrency } from '../../lib/display-currency.tsx'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * The header's currency menu (docs/decisions/045-currencies.md): each currency by its code and its
 * name in the page language. Choosing one re-renders the page's prices where they stand.
 */
export function CurrencyMenu({ lang, defaultOpen = false }: { lang: Lang; defaultOpen?: boolean }) {
  const { t } = useTranslation()
  const { currency, choose } = useDisplayCurrency()
  const names = useCurrencyNames(lang)
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} dir={isRtl(lang) ? 'rtl' : 'ltr'}>
      <DropdownMenu.Trigger
        aria-label={t('currency.current', { name: names.name(currency), code: currency })}
        className="inline-flex items-center gap-1 rounded-md px-2 py-2 font-medium text-ink-800 text-sm hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-800"
      >
        <span dir="ltr">{currency}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-[220px] rounded-md border border-sand-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-ink-600 text-xs">
            {t('currency.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={currency}>
            {CURRENCIES.map((code) => (
              <DropdownMenu.RadioItem
                key={code}
                value={code}
                onSelect={() => choose(code)}
                className="flex cursor-pointer items-center gap-3 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-sand-100 data-[state=checked]:font-semibold"
              >
                <span dir="ltr" className="w-10 shrink-0 font-mono text-ink-600 text-xs">
                  {code}
                </span>
                {names.title(code)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
