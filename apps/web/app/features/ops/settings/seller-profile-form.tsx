import type { Lang } from '@caravanserai/contracts/languages'
import {
  type SellerProfile,
  type SellerProfileBody,
  SellerProfileBodySchema,
  type SellerSettings,
} from '@caravanserai/contracts/ops-seller'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { saveSellerProfile, sellerKeys } from '../../../api/ops-seller.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useApi } from '../../../lib/api.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { mapFieldErrors } from '../../../lib/form-errors.ts'
import { formatNumber } from '../../../lib/format.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { replaceFailureNotice } from '../console/api-notice.ts'
import { useFieldText } from '../console/field-error.tsx'
import { useOperator } from '../console/ops-context.ts'
import { Panel } from '../console/panel.tsx'
import { SettingsField } from './settings-field.tsx'

const FIELDS = ['legal_name', 'address', 'tax_id', 'email', 'phone'] as const
type Field = (typeof FIELDS)[number]
const SHAPE = SellerProfileBodySchema.shape
const MAX: Record<Field, number> = {
  legal_name: SHAPE.legal_name.maxLength ?? 0,
  address: SHAPE.address.maxLength ?? 0,
  tax_id: SHAPE.tax_id.maxLength ?? 0,
  email: SHAPE.email.maxLength ?? 0,
  phone: SHAPE.phone.maxLength ?? 0,
}
const REQUIRED: Record<Field, string> = {
  legal_name: 'settings.fields.legalNameRequired',
  address: 'settings.fields.addressRequired',
  tax_id: 'settings.fields.taxIdRequired',
  email: 'settings.fields.emailInvalid',
  phone: 'settings.fields.phoneRequired',
}

const blank: SellerProfile = { legal_name: '', address: '', tax_id: '', email: '', phone: '' }

/**
 * The seller every trade document names (docs/product.md#seller-and-bank-details): legal name,
 * address on as many lines as it takes, tax id, email and phone. Documents already issued keep
 * the details they were made with.
 */
export function SellerProfileForm({ lang, settings }: { lang: Lang; settings: SellerSettings }) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const fieldText = useFieldText(lang)
  const form = useForm<SellerProfile, unknown, SellerProfileBody>({
    resolver: zodResolver(SellerProfileBodySchema),
    defaultValues: settings.profile ?? blank,
  })
  const save = useMutation({
    mutationFn: (body: SellerProfileBody) => saveSellerProfile(api, lang, body),
    onSuccess: (saved) => queryClient.setQueryData(sellerKeys.settings(operator.id), saved),
  })
  const busy = save.isPending

  async function submit(body: SellerProfileBody) {
    try {
      const saved = await save.mutateAsync(body)
      form.reset(saved.profile ?? blank)
      notify.success(t('settings.profile.saved'))
    } catch (error) {
      if (error instanceof ApiError && mapFieldErrors(form, error, FIELDS)) {
        replaceFailureNotice(error, t('fields.checkForm'))
      }
      // Any other failure already raised its generic notice; the form keeps what was typed.
    }
  }

  const field = (name: Field, props: Partial<Parameters<typeof SettingsField>[0]> = {}) => (
    <SettingsField
      id={`seller-${name}`}
      label={t(`settings.profile.${name}`)}
      required
      error={fieldText(
        form.formState.errors[name],
        { too_small: REQUIRED[name], too_big: 'fields.tooLong', 'seller.emailInvalid': REQUIRED.email },
        { max: formatNumber(lang, MAX[name]) },
      )}
      registration={form.register(name)}
      {...props}
    />
  )

  return (
    <Panel id="settings-seller" title={t('settings.profile.title')} hint={t('settings.profile.hint')}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
        {field('legal_name', { autoComplete: 'organization' })}
        {field('address', { rows: 4, hint: t('settings.profile.addressHint') })}
        <div className="grid gap-4 sm:grid-cols-3">
          {field('tax_id', { dir: 'ltr' })}
          {field('email', { type: 'email', dir: 'ltr', autoComplete: 'email' })}
          {field('phone', { type: 'tel', dir: 'ltr', autoComplete: 'tel' })}
        </div>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner className="size-4" /> : null}
          {busy ? t('settings.saving') : t('settings.profile.save')}
        </Button>
      </form>
    </Panel>
  )
}
