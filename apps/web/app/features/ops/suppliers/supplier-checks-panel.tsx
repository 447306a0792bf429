import type { OpsSupplier } from '@caravanserai/contracts/ops-suppliers'
import { VERIFICATION_KINDS } from '@caravanserai/contracts/suppliers'
import type { FieldError as FormFieldError, UseFormReturn } from 'react-hook-form'
import { Badge } from '../../../components/ui/badge.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { Panel } from '../console/panel.tsx'
import { SupplierField } from './supplier-field.tsx'
import { checkDayProblem, checkExpiryProblem, type SupplierValues } from './supplier-form.ts'

const today = () => new Date().toISOString().slice(0, 10)

/**
 * The checks the operators made (docs/product.md#supplier-profiles), each ticked with its day and
 * the last day it holds (blank: a licence's year, a visit's two); a saved check past its last day
 * is marked expired. The verified mark follows from them when the profile is saved.
 */
export function SupplierChecksPanel({
  supplier,
  form,
  message,
}: {
  supplier: OpsSupplier
  form: UseFormReturn<SupplierValues>
  message: (error: FormFieldError | undefined) => string | null
}) {
  const { t } = useTranslation('ops')
  const errors = form.formState.errors.checks
  return (
    <Panel
      id="ops-supplier-checks"
      title={t('suppliers.editor.checks')}
      hint={t('suppliers.editor.checksHint')}
    >
      <ul className="space-y-4">
        {VERIFICATION_KINDS.map((kind) => {
          const name = t(`suppliers.kind.${kind}`)
          const expired = supplier.verifications.find((v) => v.kind === kind)?.expired
          return (
            <li key={kind} className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem]">
              <div className="flex flex-wrap items-center gap-2">
                <Checkbox
                  label={name}
                  className="py-3"
                  {...form.register(`checks.${kind}.done`, {
                    deps: [`checks.${kind}.on`, `checks.${kind}.until`],
                  })}
                />
                {expired ? <Badge tone="danger">{t('suppliers.editor.expired')}</Badge> : null}
              </div>
              <SupplierField
                type="date"
                label={t('suppliers.editor.checkedOn', { kind: name })}
                error={message(errors?.[kind]?.on)}
                registration={form.register(`checks.${kind}.on`, {
                  validate: (_v, all) => checkDayProblem(all.checks[kind], today()) ?? true,
                })}
              />
              <SupplierField
                type="date"
                label={t('suppliers.editor.expiresOn', { kind: name })}
                hint={t(`suppliers.editor.expiryDefault.${kind}`)}
                error={message(errors?.[kind]?.until)}
                registration={form.register(`checks.${kind}.until`, {
                  validate: (_v, all) => checkExpiryProblem(all.checks[kind]) ?? true,
                })}
              />
            </li>
          )
        })}
      </ul>
    </Panel>
  )
}
