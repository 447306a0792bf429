import type { Lang } from '@caravanserai/contracts/languages'
import { LOCALES } from '@caravanserai/contracts/languages'
import type { OpsSupplier, SupplierBody } from '@caravanserai/contracts/ops-suppliers'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type FieldError as FormFieldError, type Path, useForm } from 'react-hook-form'
import { producerKeys } from '../../../api/ops-producers.ts'
import { saveSupplier, supplierAdminKeys } from '../../../api/ops-suppliers.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useApi } from '../../../lib/api.tsx'
import { ApiError, TIMEOUT_STATUS } from '../../../lib/api-client.ts'
import { mapFieldErrors, serverFieldErrors } from '../../../lib/form-errors.ts'
import { formatNumber } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { useOperator } from '../console/ops-context.ts'
import { Panel } from '../console/panel.tsx'
import { SupplierChecksPanel } from './supplier-checks-panel.tsx'
import { SupplierField } from './supplier-field.tsx'
import { bodyOf, formFieldOf, foundedYearProblem, type SupplierValues, valuesOf } from './supplier-form.ts'

const NAME_MAX = 200
const PLACE_MAX = 100
const ABOUT_MAX = 5000

/** What the API said to the whole form rather than to a field, or its outage. */
function formProblems(error: unknown, body: SupplierBody, outage: string): string[] {
  if (!(error instanceof ApiError) || error.status === TIMEOUT_STATUS || error.status >= 500) return [outage]
  const unplaced = Object.entries(serverFieldErrors(error)).flatMap(([field, messages]) =>
    formFieldOf(field, body) ? [] : messages,
  )
  const { detail } = (error.body ?? {}) as { detail?: unknown }
  if (unplaced.length > 0) return unplaced
  return typeof detail === 'string' && Object.keys(error.fieldErrors).length === 0 ? [detail] : []
}

/**
 * The supplier's profile (docs/product.md#supplier-profiles): its name and founding year, where it
 * is and what it says of itself in each language (English required, the others falling back to
 * it), and the checks the operators made, each with its day and last day, which the verified mark
 * follows. Saving sends the whole profile; the checks left unticked are no longer recorded.
 */
export function SupplierProfileForm({ lang, supplier }: { lang: Lang; supplier: OpsSupplier }) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const form = useForm<SupplierValues>({ defaultValues: valuesOf(supplier) })
  const [problems, setProblems] = useState<string[]>([])
  const save = useMutation({
    mutationFn: (body: SupplierBody) => saveSupplier(api, lang, supplier.id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(supplierAdminKeys.detail(operator.id, supplier.id), saved)
      void queryClient.invalidateQueries({ queryKey: producerKeys.all(operator.id) })
    },
  })
  const busy = save.isPending
  const thisYear = new Date().getUTCFullYear()
  const n = (value: number) => formatNumber(lang, value, { useGrouping: false })
  const errors = form.formState.errors
  const message = (error: FormFieldError | undefined, values: Record<string, string> = {}) =>
    error
      ? error.type === 'server'
        ? (error.message ?? '')
        : t(error.message ?? 'fields.invalid', values)
      : null

  async function submit(values: SupplierValues) {
    const body = bodyOf(values)
    setProblems([])
    try {
      const saved = await save.mutateAsync(body)
      form.reset(valuesOf(saved))
      notify.success(t('suppliers.editor.saved'))
    } catch (error) {
      mapFieldErrors(form, error, (field) => formFieldOf(field, body) as Path<SupplierValues> | null)
      setProblems(formProblems(error, body, t('suppliers.editor.failed')))
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-6">
      <Panel
        id="ops-supplier-profile"
        title={t('suppliers.editor.profile')}
        hint={t('suppliers.editor.profileHint')}
      >
        <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <SupplierField
            label={t('suppliers.editor.name')}
            required
            maxLength={NAME_MAX}
            error={message(errors.name)}
            registration={form.register('name', {
              validate: (v) => v.trim() !== '' || 'suppliers.fields.nameRequired',
            })}
          />
          <SupplierField
            label={t('suppliers.editor.founded')}
            hint={t('suppliers.editor.optional')}
            inputMode="numeric"
            maxLength={4}
            error={message(errors.founded_year, { min: n(1800), max: n(thisYear) })}
            registration={form.register('founded_year', {
              validate: (v) => foundedYearProblem(v, thisYear) ?? true,
            })}
          />
        </div>
        <p className="text-ink-600 text-sm">{t('suppliers.editor.verifiedHint')}</p>
      </Panel>

      <Panel
        id="ops-supplier-texts"
        title={t('suppliers.editor.texts')}
        hint={t('suppliers.editor.textsHint')}
      >
        {LOCALES.map((locale) => (
          <fieldset
            key={locale}
            className="space-y-3 border-sand-200 border-t pt-4 first:border-t-0 first:pt-0"
          >
            <legend className="font-semibold text-ink-900">
              {t(`languages.${locale}`)}{' '}
              <span className="font-normal text-ink-600 text-sm">
                ({locale === 'en' ? t('suppliers.editor.english') : t('suppliers.editor.fallsBack')})
              </span>
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {(['city', 'province'] as const).map((field) => (
                <SupplierField
                  key={field}
                  label={t(`suppliers.editor.${field}`)}
                  maxLength={PLACE_MAX}
                  error={message(errors.texts?.[locale]?.[field])}
                  registration={form.register(`texts.${locale}.${field}`)}
                />
              ))}
            </div>
            <SupplierField
              label={t('suppliers.editor.about')}
              rows={4}
              maxLength={ABOUT_MAX}
              error={message(errors.texts?.[locale]?.about)}
              registration={form.register(`texts.${locale}.about`)}
            />
          </fieldset>
        ))}
      </Panel>

      <SupplierChecksPanel supplier={supplier} form={form} message={message} />

      {problems.length > 0 ? (
        <Alert tone="error" title={t('suppliers.editor.notSaved')}>
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </Alert>
      ) : null}
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Spinner className="size-4" /> : null}
        {busy ? t('suppliers.editor.saving') : t('suppliers.editor.save')}
      </Button>
    </form>
  )
}
