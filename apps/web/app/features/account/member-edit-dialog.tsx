import type { CompanyMember } from '@caravanserai/contracts/companies'
import { COMPANY_ROLES, type CompanyRole } from '@caravanserai/contracts/company-roles'
import { useQueryClient } from '@tanstack/react-query'
import { AlertCircle } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { companyKeys, updateMember } from '../../api/company.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { control } from '../../components/ui/form-field.tsx'
import { Select } from '../../components/ui/select.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { latinDigits } from '../../lib/format.ts'
import { notify } from '../../lib/notify.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { AccountDialog } from './account-dialog.tsx'

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/

/**
 * An owner changes a person's role and monthly limit (blank: no limit). The server refuses to
 * leave the company without an owner; its reason shows in the dialog.
 */
export function MemberEditDialog({
  member,
  open,
  onOpenChange,
}: {
  member: CompanyMember
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('account')
  const api = useApi()
  const queryClient = useQueryClient()
  const [role, setRole] = useState<CompanyRole>(member.role)
  const [limit, setLimit] = useState(member.monthly_limit ?? '')
  const [problem, setProblem] = useState<string | null>(null)
  const [limitInvalid, setLimitInvalid] = useState(false)
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const amount = latinDigits(limit.trim())
    if (amount !== '' && !AMOUNT.test(amount)) {
      setLimitInvalid(true)
      return
    }
    setLimitInvalid(false)
    setProblem(null)
    setPending(true)
    try {
      await updateMember(api, member.user_id, { role, monthly_limit: amount === '' ? null : amount })
      await queryClient.invalidateQueries({ queryKey: companyKeys.all })
      notify.success(t('people.updated', { name: member.name || member.email }))
      onOpenChange(false)
    } catch (error) {
      setProblem(error instanceof ApiError && error.status !== 0 ? error.message : t('form.tryAgain'))
    } finally {
      setPending(false)
    }
  }

  return (
    <AccountDialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={t('people.editTitle', { name: member.name || member.email })}
      description={t('people.editText')}
      closeLabel={t('form.close')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        {problem ? (
          <Alert
            title={t('people.updateFailed')}
            icon={<AlertCircle aria-hidden="true" className="size-5 shrink-0" />}
          >
            <p>{problem}</p>
          </Alert>
        ) : null}
        <div className="space-y-1.5">
          <label htmlFor="member-role" className="block font-semibold text-ink-800 text-sm">
            {t('people.role')}
          </label>
          <Select
            id="member-role"
            value={role}
            onChange={(event) => setRole(event.target.value as CompanyRole)}
          >
            {COMPANY_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`company.role.${value}`)}
              </option>
            ))}
          </Select>
          <p className="text-ink-600 text-sm">{t(`company.roleText.${role}`)}</p>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="member-limit" className="block font-semibold text-ink-800 text-sm">
            {t('people.monthlyLimit')}
            <span className="ms-1 font-normal text-ink-600">({t('people.limitHint')})</span>
          </label>
          <input
            id="member-limit"
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            value={limit}
            onChange={(event) => setLimit(event.target.value)}
            aria-invalid={limitInvalid || undefined}
            aria-describedby={limitInvalid ? 'member-limit-error' : undefined}
            className={control}
          />
          {limitInvalid ? (
            <p id="member-limit-error" className="text-red-800 text-sm">
              {t('fields.companies.limitInvalid')}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner className="size-4" /> : null}
            {pending ? t('form.saving') : t('people.save')}
          </Button>
        </div>
      </form>
    </AccountDialog>
  )
}
