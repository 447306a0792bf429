import type { Company, UpdateCompanyBody } from '@caravanserai/contracts/companies'
import { COMPANY_LIMITS } from '@caravanserai/contracts/company-limits'
import type { Lang } from '@caravanserai/contracts/languages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AlertCircle } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { companyKeys, updateCompany } from '../../api/company.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { fieldMessage, formMessages, mapFieldErrors } from '../../lib/form-errors.ts'
import { formatNumber } from '../../lib/format.ts'
import { notify } from '../../lib/notify.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { changedFields } from './changed-fields.ts'
import { CompanyFormSchema, type CompanyFormValues, companyFormValues } from './company-form.ts'

const FIELDS = [
  { name: 'legal_name', autoComplete: 'organization' },
  { name: 'tax_id', autoComplete: 'off', ltr: true },
  { name: 'registration_number', autoComplete: 'off', ltr: true },
  { name: 'legal_address', autoComplete: 'street-address' },
  { name: 'country', autoComplete: 'country', ltr: true, hint: 'countryHint' },
  { name: 'approval_threshold', autoComplete: 'off', ltr: true, hint: 'thresholdHint' },
] as const satisfies readonly {
  name: keyof CompanyFormValues
  autoComplete: string
  ltr?: boolean
  hint?: string
}[]

const resolver = zodResolver(CompanyFormSchema)

/**
 * The owner's form of the company's details (docs/decisions/056-companies-are-the-buyer.md): the
 * legal name the documents print (blank: a person buying for themselves), its numbers, address and
 * country, and the approval threshold in dollars. Only changed fields are sent.
 */
export function CompanyDetailsForm({
  lang,
  company,
  userId,
}: {
  lang: Lang
  company: Company
  userId: number
}) {
  const { t } = useTranslation('account')
  const api = useApi()
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState<{ title: string; text: string | null } | null>(null)
  const form = useForm<CompanyFormValues, unknown, UpdateCompanyBody>({
    resolver,
    values: companyFormValues(company),
    mode: 'onTouched',
  })
  const { errors, isSubmitting } = form.formState
  const save = useMutation({
    mutationFn: (changes: Partial<UpdateCompanyBody>) => updateCompany(api, changes),
    onSuccess: (updated) => {
      queryClient.setQueryData(companyKeys.details(userId), updated)
      void queryClient.invalidateQueries({ queryKey: companyKeys.mine(userId) })
    },
  })

  async function submit(body: UpdateCompanyBody) {
    setProblem(null)
    const changes = changedFields(body, company)
    if (changes) {
      try {
        await save.mutateAsync(changes)
      } catch (error) {
        const names = FIELDS.map((f) => f.name)
        const named = mapFieldErrors(form, error, names)
        setProblem({
          title: t('company.saveFailed'),
          text: formMessages(error, names).join(' ') || (named ? null : t('form.tryAgain')),
        })
        return
      }
    }
    notify.success(t('company.saved'))
  }

  const max = (name: keyof CompanyFormValues) =>
    name in COMPANY_LIMITS
      ? formatNumber(lang, COMPANY_LIMITS[name as keyof typeof COMPANY_LIMITS])
      : undefined

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit, () => setProblem({ title: t('form.invalid'), text: null }))}
      className="space-y-5"
    >
      {problem ? (
        <Alert title={problem.title} icon={<AlertCircle aria-hidden="true" className="size-5 shrink-0" />}>
          {problem.text ? <p>{problem.text}</p> : null}
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            name={field.name}
            label={t(`company.fields.${field.name}`)}
            hint={'hint' in field ? t(`company.${field.hint}`) : t('form.optional')}
            autoComplete={field.autoComplete}
            dir={'ltr' in field ? 'ltr' : undefined}
            registration={form.register(field.name)}
            error={fieldMessage(t, errors[field.name], max(field.name))}
          />
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4" /> : null}
          {isSubmitting ? t('form.saving') : t('company.save')}
        </Button>
      </div>
    </form>
  )
}
