import type { Lang } from '@caravanserai/contracts/languages'
import {
  ALERT_DELIVERIES,
  type AlertSettings,
  type AlertSettingsBody,
  STAFF_ALERT_KINDS,
  type StaffAlertKind,
} from '@caravanserai/contracts/ops-alerts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type UseFormReturn, useForm } from 'react-hook-form'
import { alertKeys, alertSettingsQuery, saveAlertSettings } from '../../../api/ops-alerts.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useApi } from '../../../lib/api.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { formatDate } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { replaceFailureNotice } from '../console/api-notice.ts'
import { ListLoading, QueryView } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'
import { Panel } from '../console/panel.tsx'

const FIELDS = STAFF_ALERT_KINDS.map((kind) => `alerts.${kind}` as const)

/** The digests' hour on the 24-hour clock, as UTC times are written, in the page's digits: 07:00, ۰۷:۰۰. */
function digestTime(lang: Lang, hour: number): string {
  return formatDate(lang, new Date(Date.UTC(2000, 0, 1, hour)), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  })
}

/** One kind's three ways, as radio buttons under the kind's name and what it is. */
function KindChoice({ kind, form }: { kind: StaffAlertKind; form: UseFormReturn<AlertSettingsBody> }) {
  const { t } = useTranslation('ops')
  const error = form.formState.errors.alerts?.[kind]?.message
  const id = `alerts-${kind}`
  return (
    <fieldset
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      className="space-y-2 border-sand-200 border-t pt-4 first:border-t-0 first:pt-0"
    >
      <legend className="font-semibold text-ink-900">{t(`alerts.kinds.${kind}.label`)}</legend>
      <p id={`${id}-hint`} className="text-ink-600 text-sm">
        {t(`alerts.kinds.${kind}.hint`)}
      </p>
      <div className="flex flex-wrap gap-2">
        {ALERT_DELIVERIES.map((delivery) => (
          <label
            key={delivery}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-sand-300 px-3 py-2 text-sm has-checked:border-teal-800 has-checked:bg-teal-50 has-focus-visible:outline-2 has-focus-visible:outline-teal-700"
          >
            <input
              type="radio"
              value={delivery}
              className="size-4 accent-teal-800"
              {...form.register(`alerts.${kind}`)}
            />
            {t(`alerts.deliveries.${delivery}`)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** The form of the person's choices: saved all at once, the page told when it is. */
function AlertSettingsForm({ lang, settings }: { lang: Lang; settings: AlertSettings }) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const form = useForm<AlertSettingsBody>({ defaultValues: { alerts: settings.alerts } })
  const save = useMutation({
    mutationFn: (body: AlertSettingsBody) => saveAlertSettings(api, lang, body),
    onSuccess: (saved) => queryClient.setQueryData(alertKeys.settings(operator.id), saved),
  })
  const busy = save.isPending

  async function submit(body: AlertSettingsBody) {
    try {
      const saved = await save.mutateAsync(body)
      form.reset({ alerts: saved.alerts })
      notify.success(t('alerts.saved'))
    } catch (error) {
      if (error instanceof ApiError && mapFieldErrors(form, error, FIELDS))
        replaceFailureNotice(error, t('fields.checkForm'))
      // Any other failure already raised its generic notice; the form keeps the choices made.
    }
  }

  return (
    <Panel id="alerts-choices" title={t('alerts.choices')} hint={t('alerts.choicesHint')}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
        {STAFF_ALERT_KINDS.map((kind) => (
          <KindChoice key={kind} kind={kind} form={form} />
        ))}
        <p className="rounded-md bg-sand-50 p-3 text-ink-700 text-sm">
          {t('alerts.digestHour', { time: digestTime(lang, settings.digest_hour) })}
        </p>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner className="size-4" /> : null}
          {busy ? t('alerts.saving') : t('alerts.save')}
        </Button>
      </form>
    </Panel>
  )
}

/**
 * The staff member's own alerts (docs/product.md#staff-alerts): for each kind of event that needs
 * the operators, off, an email as it happens, or a line in the daily digest.
 */
export function AlertSettingsPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  const operator = useOperator()
  const settings = useQuery(alertSettingsQuery(useApi(), operator.id))
  return (
    <div className="max-w-3xl space-y-6">
      <div className="space-y-1">
        <h1 className="font-bold text-2xl text-ink-900">{t('alerts.title')}</h1>
        <p className="text-ink-600 text-sm">{t('alerts.intro')}</p>
      </div>
      <QueryView
        query={settings}
        loading={<ListLoading label={t('alerts.loading')} rows={4} height="h-20" />}
        failed={t('alerts.failed')}
        isEmpty={() => false}
      >
        {(data) => <AlertSettingsForm lang={lang} settings={data} />}
      </QueryView>
    </div>
  )
}
