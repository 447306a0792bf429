import { useId } from 'react'
import { useCompanyChoice } from '../../lib/company-choice.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * The side menu's companies, for a person in more than one (docs/product.md#companies): one
 * button each, large enough for a thumb, the session's pressed. Choosing another switches the
 * session and closes the menu.
 */
export function CompanyChoices({ userId, onChosen }: { userId: number; onChosen?: () => void }) {
  const { t } = useTranslation()
  const { companies, current, nameOf, choose, busy } = useCompanyChoice(userId)
  const heading = useId()
  if (companies.length === 0) return null
  return (
    <section aria-labelledby={heading} className="mt-1 border-sand-200 border-t pt-2">
      <h2 id={heading} className="mb-1 px-3 text-ink-600 text-xs">
        {t('company.label')}
      </h2>
      <ul className="flex flex-col gap-1">
        {companies.map((company) => (
          <li key={company.id}>
            <button
              type="button"
              aria-pressed={company.id === current}
              disabled={busy}
              onClick={() => {
                void choose(company.id)
                onChosen?.()
              }}
              className="flex min-h-11 w-full items-center rounded-md px-3 py-2 text-start text-sm hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-800 disabled:opacity-60 aria-pressed:bg-teal-50 aria-pressed:font-semibold"
            >
              <span className="min-w-0 truncate">{nameOf(company)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
