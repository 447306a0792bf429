import type { Lang } from '@caravanserai/contracts/languages'
import type { EraseCustomerResponse, OpsCustomer } from '@caravanserai/contracts/ops-customers'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { customersKeys, eraseCustomer } from '../../../api/ops-customers.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { useApi } from '../../../lib/api.tsx'
import { fieldMessages } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ConfirmDialog } from '../console/confirm-dialog.tsx'
import { FieldError } from '../console/field-error.tsx'
import { useOperator } from '../console/ops-context.ts'
import { useConsoleAction } from '../console/use-console-action.ts'

/** What the page says once the account is gone: how it went, and its id for the audit trail. */
export type Erased = EraseCustomerResponse & { id: number }

const FIELDS = ['confirm_email'] as const
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * Erasing the account: the operator types its email to confirm, which is checked here and again
 * by the API (the wrong account is never erased by a slip). Afterwards the page no longer shows
 * the customer, only that the account was erased.
 */
export function CustomerErase({
  lang,
  customer,
  onErased,
  children,
}: {
  lang: Lang
  customer: OpsCustomer
  onErased: (erased: Erased) => void
  children: ReactNode
}) {
  const { t } = useTranslation('customers')
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const erase = useConsoleAction({
    send: (confirmEmail: string) => eraseCustomer(api, lang, customer.id, confirmEmail),
    onSuccess: (answer: EraseCustomerResponse) => {
      queryClient.removeQueries({ queryKey: customersKeys.customer(operator.id, lang, customer.id) })
      void queryClient.invalidateQueries({ queryKey: customersKeys.lists(operator.id) })
      onErased({ ...answer, id: customer.id })
    },
    onConflict: () => undefined,
    fields: FIELDS,
    checkForm: t('actions.erase.mismatch'),
  })

  async function confirm() {
    if (!same(typed, customer.email)) {
      setProblem(t('actions.erase.mismatch'))
      return
    }
    const outcome = await erase.run(typed.trim())
    if (!outcome.ok && outcome.error) setProblem(fieldMessages(outcome.error, FIELDS).confirm_email ?? null)
  }

  function openChange(next: boolean) {
    setOpen(next)
    setTyped('')
    setProblem(null)
  }

  return (
    <>
      <Button variant="outline" className="text-red-800" onClick={() => openChange(true)}>
        {children}
        {t('actions.erase.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={openChange}
        title={t('actions.erase.title')}
        confirmLabel={t('actions.erase.confirm')}
        busyLabel={t('actions.erase.busy')}
        busy={erase.busy}
        onConfirm={() => void confirm()}
      >
        <p>{t('actions.erase.body')}</p>
        <p className="break-all font-semibold" dir="ltr">
          {customer.email}
        </p>
        <div className="space-y-1">
          <label htmlFor="ops-erase-email" className="block font-semibold text-ink-800">
            {t('actions.erase.emailLabel')}
          </label>
          <Input
            id="ops-erase-email"
            type="email"
            dir="ltr"
            autoComplete="off"
            value={typed}
            maxLength={254}
            onChange={(event) => {
              setTyped(event.target.value)
              setProblem(null)
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'ops-erase-email-error' : undefined}
          />
          <FieldError id="ops-erase-email-error" text={problem} />
        </div>
      </ConfirmDialog>
    </>
  )
}
