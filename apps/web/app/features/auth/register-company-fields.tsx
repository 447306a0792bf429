import { COMPANY_LIMITS } from '@caravanserai/contracts/company-limits'
import { useState } from 'react'
import { FormField } from '../../components/ui/form-field.tsx'
import { fieldMessage } from '../../lib/form-errors.ts'
import { formatNumber } from '../../lib/format.ts'
import { useLang } from '../../lib/use-lang.ts'
import type { useSmallForm } from '../../lib/use-small-form.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import type { RegisterFormInput, RegisterFormValues } from './auth-forms.ts'

type Name = 'legal_name' | 'registration_number' | 'legal_address' | 'country'
const FIELDS: { name: Name; autoComplete: string; ltr?: boolean; required?: boolean; hint?: string }[] = [
  { name: 'legal_name', autoComplete: 'organization', required: true },
  { name: 'registration_number', autoComplete: 'off', ltr: true },
  { name: 'legal_address', autoComplete: 'off' },
  { name: 'country', autoComplete: 'country', ltr: true, hint: 'countryHint' },
]

/**
 * "I buy for a company" (docs/decisions/056-companies-are-the-buyer.md): ticked, the company's
 * legal name (required), registration number, legal address and country; the company is made with
 * them and the person as its owner. Left unticked, the account buys for the person themselves.
 */
export function RegisterCompanyFields({
  form,
}: {
  form: ReturnType<typeof useSmallForm<RegisterFormInput, RegisterFormValues>>
}) {
  const { t } = useTranslation('auth')
  const lang = useLang()
  const [ticked, setTicked] = useState(() => form.getValues('for_company'))
  const box = form.register('for_company')
  const { errors } = form.formState
  const max = (name: Name) => (name === 'country' ? undefined : formatNumber(lang, COMPANY_LIMITS[name]))
  return (
    <div className="space-y-4">
      <label className="flex items-start gap-3 text-ink-800 text-sm">
        <input
          type="checkbox"
          aria-describedby="for-company-hint"
          className="mt-0.5 size-4 shrink-0 rounded border-sand-300 accent-teal-800"
          {...box}
          onChange={(event) => {
            setTicked(event.target.checked)
            return box.onChange(event)
          }}
        />
        <span>
          <span className="font-semibold">{t('register.forCompany')}</span>
          <span id="for-company-hint" className="block text-ink-600">
            {t('register.forCompanyHint')}
          </span>
        </span>
      </label>
      {ticked ? (
        <fieldset className="space-y-5 rounded-lg border border-sand-200 p-4">
          <legend className="px-1 font-semibold text-ink-900">{t('register.company')}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            {FIELDS.map((field) => (
              <FormField
                key={field.name}
                name={`company-${field.name}`}
                label={t(`labels.company.${field.name}`)}
                hint={
                  field.hint ? t(`hints.${field.hint}`) : field.required ? undefined : t('register.optional')
                }
                required={field.required}
                autoComplete={field.autoComplete}
                dir={field.ltr ? 'ltr' : undefined}
                registration={form.register(`company.${field.name}`)}
                error={fieldMessage(t, errors[`company.${field.name}`], max(field.name))}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  )
}
