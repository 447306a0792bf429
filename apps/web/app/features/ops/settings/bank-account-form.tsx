import type { Lang } from '@caravanserai/contracts/languages'
import {
  type BankAccount,
  type BankAccountBody,
  BankAccountBodySchema,
  CurrencySchema,
} from '@caravanserai/contracts/ops-seller'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { saveBankAccount, sellerKeys } from '../../../api/ops-seller.ts'
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
import { SettingsField } from './settings-field.tsx'

const ACCOUNT_FIELDS = [
  'beneficiary',
  'bank_name',
  'bank_address',
  'account_number',
  'swift',
  'intermediary',
  'notes',
] as const
const FIELDS = ['currency', ...ACCOUNT_FIELDS] as const
type Field = (typeof FIELDS)[number]
const SHAPE = BankAccountBodySchema.shape
/** The longest text of each field with a plain length limit (the codes are judged by pattern). */
const MAX: Partial<Record<Field, number>> = {
  beneficiary: SHAPE.beneficiary.maxLength ?? 0,
  bank_name: SHAPE.bank_name.maxLength ?? 0,
  bank_address: SHAPE.bank_address.unwrap().maxLength ?? 0,
  intermediary: SHAPE.intermediary.unwrap().maxLength ?? 0,
  notes: SHAPE.notes.unwrap().maxLength ?? 0,
}
const TEXTS: Record<Field, Record<string, string>> = {
  currency: {
    'seller.currencyInvalid': 'settings.fields.currencyInvalid',
    taken: 'settings.fields.currencyTaken',
    fallback: 'settings.fields.currencyInvalid',
  },
  beneficiary: { too_small: 'settings.fields.beneficiaryRequired', too_big: 'fields.tooLong' },
  bank_name: { too_small: 'settings.fields.bankRequired', too_big: 'fields.tooLong' },
  bank_address: { too_big: 'fields.tooLong' },
  account_number: { fallback: 'settings.fields.accountNumberInvalid' },
  swift: { fallback: 'settings.fields.swiftInvalid' },
  intermediary: { too_big: 'fields.tooLong' },
  notes: { too_big: 'fields.tooLong' },
}

/**
 * The account form's rules: the contract's body, and for a new account its currency (three
 * letters, read in capitals), which must not have an account already (saving would replace it).
 */
export function bankAccountSchema(taken: readonly string[]) {
  return BankAccountBodySchema.extend({
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(CurrencySchema)
      .refine((currency) => !taken.includes(currency), { error: 'taken' }),
  })
}

export type BankAccountInput = z.input<ReturnType<typeof bankAccountSchema>>
type BankAccountOutput = BankAccountBody & { currency: string }

const blank: BankAccountInput = {
  currency: '',
  beneficiary: '',
  bank_name: '',
  bank_address: '',
  account_number: '',
  swift: '',
  intermediary: '',
  notes: '',
}

/**
 * One currency's bank account, as the proforma invoice gives it to the buyer: a new one (its
 * currency typed, refused when that currency has an account) or `account` edited (its currency
 * fixed). Saving creates or replaces the currency's account; `onDone` closes the form.
 */
export function BankAccountForm({
  lang,
  account,
  taken,
  onDone,
}: {
  lang: Lang
  account?: BankAccount
  /** The currencies that have an account already. */
  taken: readonly string[]
  onDone: () => void
}) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const fieldText = useFieldText(lang)
  const prefix = `bank-${account?.currency ?? 'new'}`
  const schema = useMemo(() => bankAccountSchema(account ? [] : taken), [account, taken])
  const form = useForm<BankAccountInput, unknown, BankAccountOutput>({
    resolver: zodResolver(schema),
    defaultValues: account ?? blank,
  })
  const save = useMutation({
    mutationFn: ({ currency, ...body }: BankAccountOutput) => saveBankAccount(api, lang, currency, body),
    // The list shows the saved account before the form closes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerKeys.settings(operator.id) }),
  })
  const busy = save.isPending
  const { setFocus } = form
  useEffect(() => setFocus(account ? 'beneficiary' : 'currency'), [setFocus, account])

  async function submit(values: BankAccountOutput) {
    try {
      const saved = await save.mutateAsync(values)
      notify.success(t('settings.accounts.saved', { currency: saved.currency }))
      onDone()
    } catch (error) {
      if (error instanceof ApiError && mapFieldErrors(form, error, FIELDS)) {
        replaceFailureNotice(error, t('fields.checkForm'))
      }
      // Any other failure already raised its generic notice; the form keeps what was typed.
    }
  }

  const field = (name: Field, props: Partial<Parameters<typeof SettingsField>[0]> = {}) => {
    const optional = name === 'bank_address' || name === 'intermediary' || name === 'notes'
    return (
      <SettingsField
        id={`${prefix}-${name}`}
        label={t(`settings.accounts.${name}`)}
        hint={optional ? t('settings.optional') : undefined}
        required={!optional}
        error={fieldText(form.formState.errors[name], TEXTS[name], {
          max: formatNumber(lang, MAX[name] ?? 0),
          currency: form.getValues('currency').trim().toUpperCase(),
        })}
        registration={form.register(name)}
        {...props}
      />
    )
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onDone()
      }}
      className="space-y-4 rounded-md bg-sand-50 p-4 ring-1 ring-sand-200"
    >
      <fieldset className="space-y-4">
        <legend className="float-start mb-1 w-full font-semibold text-ink-900">
          {account
            ? t('settings.accounts.editTitle', { currency: account.currency })
            : t('settings.accounts.addTitle')}
        </legend>
        {account
          ? null
          : field('currency', {
              hint: t('settings.accounts.currencyHint'),
              dir: 'ltr',
              className: 'max-w-32 uppercase',
            })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field('beneficiary')}
          {field('bank_name')}
        </div>
        {field('bank_address', { rows: 2 })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field('account_number', { dir: 'ltr', className: 'font-mono' })}
          {field('swift', { dir: 'ltr', className: 'font-mono uppercase' })}
        </div>
        {field('intermediary', { rows: 2, hint: t('settings.accounts.intermediaryHint') })}
        {field('notes', { rows: 2, hint: t('settings.accounts.notesHint') })}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner className="size-4" /> : null}
          {busy ? t('settings.saving') : t('settings.accounts.save')}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={busy}>
          {t('settings.cancel')}
        </Button>
      </div>
    </form>
  )
}
