import type { Lang } from '@caravanserai/contracts/languages'
import { customerExportFileName, type OpsCustomer } from '@caravanserai/contracts/ops-customers'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Ban, Download, MailPlus, RotateCcw, Trash2 } from 'lucide-react'
import { useState } from 'react'
import {
  customersKeys,
  exportCustomerData,
  resendCustomerVerification,
  setCustomerActive,
} from '../../../api/ops-customers.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useApi } from '../../../lib/api.tsx'
import { notify } from '../../../lib/notify.ts'
import { saveFile } from '../../../lib/save-file.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ConfirmDialog } from '../console/confirm-dialog.tsx'
import { ltr } from '../console/ltr.ts'
import { useOperator } from '../console/ops-context.ts'
import { Panel } from '../console/panel.tsx'
import { type ActionOutcome, useConsoleAction } from '../console/use-console-action.ts'
import { CustomerErase, type Erased } from './customer-erase.tsx'

type Dialog = 'active' | 'resend' | null
const NO_FIELDS: readonly never[] = []

/**
 * What an operator may do with the account (docs/product.md#customers), each asked first:
 * deactivate or reactivate it, send a new verification link, download its data, erase it.
 */
export function CustomerActions({
  lang,
  customer,
  onErased,
}: {
  lang: Lang
  customer: OpsCustomer
  onErased: (erased: Erased) => void
}) {
  const { t } = useTranslation('customers')
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<Dialog>(null)
  const key = customersKeys.customer(operator.id, lang, customer.id)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: customersKeys.all(operator.id) })
  const refreshLists = () =>
    void queryClient.invalidateQueries({ queryKey: customersKeys.lists(operator.id) })
  const step = customer.is_active ? 'deactivate' : 'reactivate'
  const email = ltr(customer.email)

  const toggle = useConsoleAction({
    send: () => setCustomerActive(api, lang, customer.id, !customer.is_active),
    onSuccess: (answer: OpsCustomer) => {
      queryClient.setQueryData(key, answer)
      refreshLists()
    },
    onConflict: refresh,
    fields: NO_FIELDS,
    checkForm: '',
  })
  const resend = useConsoleAction({
    send: () => resendCustomerVerification(api, lang, customer.id),
    onSuccess: (answer: { detail: string }) => notify.success(answer.detail),
    onConflict: refresh,
    fields: NO_FIELDS,
    checkForm: '',
  })
  const download = useMutation({ mutationFn: () => exportCustomerData(api, customer.id) })

  async function run(action: { run: (body: undefined) => Promise<ActionOutcome> }, done?: string) {
    const outcome = await action.run(undefined)
    if (outcome.ok && done) notify.success(done)
    if (outcome.ok || outcome.error) setDialog(null)
  }

  async function exportData() {
    const file = customerExportFileName(customer.id)
    try {
      saveFile(await download.mutateAsync(), file)
      notify.success(t('actions.export.done', { file }))
    } catch {
      // The generic notice is up.
    }
  }

  return (
    <Panel id="ops-customer-actions" title={t('actions.title')} hint={t('actions.hint')}>
      <div className="flex flex-col items-stretch gap-2">
        <Button variant="outline" onClick={() => setDialog('active')}>
          {customer.is_active ? (
            <Ban aria-hidden="true" className="size-4" />
          ) : (
            <RotateCcw aria-hidden="true" className="size-4" />
          )}
          {t(`actions.${step}.button`)}
        </Button>
        {customer.is_verified || !customer.is_active ? null : (
          <Button variant="outline" onClick={() => setDialog('resend')}>
            <MailPlus aria-hidden="true" className="size-4" />
            {t('actions.resend.button')}
          </Button>
        )}
        <Button
          variant="outline"
          onClick={() => void exportData()}
          disabled={download.isPending}
          aria-busy={download.isPending || undefined}
          aria-describedby="ops-customer-export-hint"
        >
          {download.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          {t('actions.export.button')}
        </Button>
        <p id="ops-customer-export-hint" className="text-ink-600 text-xs">
          {t('actions.export.hint')}
        </p>
        <CustomerErase lang={lang} customer={customer} onErased={onErased}>
          <Trash2 aria-hidden="true" className="size-4" />
        </CustomerErase>
      </div>
      <ConfirmStep
        open={dialog === 'active'}
        onOpenChange={(open) => setDialog(open ? 'active' : null)}
        step={step}
        email={email}
        busy={toggle.busy}
        onConfirm={() => void run(toggle, t(`actions.${step}.done`))}
      />
      <ConfirmStep
        open={dialog === 'resend'}
        onOpenChange={(open) => setDialog(open ? 'resend' : null)}
        step="resend"
        email={email}
        busy={resend.busy}
        onConfirm={() => void run(resend)}
      />
    </Panel>
  )
}

/** The question before a step: what it does to the account, named by its email. */
function ConfirmStep({
  open,
  onOpenChange,
  step,
  email,
  busy,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  step: 'deactivate' | 'reactivate' | 'resend'
  email: string
  busy: boolean
  onConfirm: () => void
}) {
  const { t } = useTranslation('customers')
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`actions.${step}.title`)}
      confirmLabel={t(`actions.${step}.confirm`)}
      busyLabel={t(`actions.${step}.busy`)}
      busy={busy}
      onConfirm={onConfirm}
    >
      <p>{t(`actions.${step}.body`, { email })}</p>
    </ConfirmDialog>
  )
}
