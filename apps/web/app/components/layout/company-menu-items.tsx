import { Check } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { useCompanyChoice } from '../../lib/company-choice.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * The account menu's companies, for a person in more than one
 * (docs/product.md#companies): one radio item each, the session's checked; choosing another
 * switches the session. Nothing for a person in one company.
 */
export function CompanyMenuItems({ userId }: { userId: number }) {
  const { t } = useTranslation()
  const { companies, current, nameOf, choose, busy } = useCompanyChoice(userId)
  if (companies.length === 0) return null
  return (
    <>
      <DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
      <DropdownMenu.Label className="px-3 py-1.5 text-ink-600 text-xs">
        {t('company.label')}
      </DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={current === undefined ? '' : String(current)}>
        {companies.map((company) => (
          <DropdownMenu.RadioItem
            key={company.id}
            value={String(company.id)}
            disabled={busy}
            onSelect={() => void choose(company.id)}
            className="flex cursor-pointer items-center gap-3 rounded px-3 py-2 text-sm outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-sand-100 data-[state=checked]:font-semibold"
          >
            <span aria-hidden="true" className="flex size-4 shrink-0 items-center justify-center">
              <DropdownMenu.ItemIndicator>
                <Check className="size-4 text-teal-800" />
              </DropdownMenu.ItemIndicator>
            </span>
            <span className="min-w-0 truncate">{nameOf(company)}</span>
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </>
  )
}
