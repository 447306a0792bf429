import type { Lang } from '@caravanserai/contracts/languages'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { register } from '../../api/accounts.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { useApi } from '../../lib/api.tsx'
import { formMessages, mapFieldErrors } from '../../lib/form-errors.ts'
import { lazyResolver } from '../../lib/lazy-resolver.ts'
import { localizedPath } from '../../lib/links.ts'
import { notify } from '../../lib/notify.ts'
import { storeSession } from '../../lib/session.ts'
import { Trans, useTranslation } from '../../lib/use-translation.tsx'
import { textLinkClass } from './auth-card.tsx'
import {
  EMPTY_REGISTRATION,
  type RegisterFormInput,
  type RegisterFormValues,
  registrationBody,
} from './auth-forms.ts'
import { type AuthField, authFieldMessage, passwordBounds } from './auth-messages.ts'
import { FormProblem } from './form-problem.tsx'
import { PasswordField } from './password-field.tsx'
import { RegisterCompanyFields as CompanyFields } from './register-company-fields.tsx'

const FIELDS = [
  'name',
  'email',
  'phone_number',
  'address',
  'tax_id',
  'password',
  'confirm_password',
  'terms',
] as const satisfies readonly AuthField[]
/** The company block's fields, shown when "I buy for a company" is ticked. */
const COMPANY_FIELDS = [
  'company.legal_name',
  'company.registration_number',
  'company.legal_address',
  'company.country',
] as const
const ALL_FIELDS = [...FIELDS, ...COMPANY_FIELDS]

export type Registered = { name: string; email: string }

const resolver = lazyResolver(() => import('./auth-schemas.ts').then((m) => m.registerResolver))

/**
 * Registration (docs/product.md#registration): seven required fields and the terms, checked by the
 * shared contract as the buyer types, then by the API, whose per-field messages (in the page
 * language) take the fields' places. Success stores the session the answer carries.
 */
export function RegisterForm({
  lang,
  onRegistered,
}: {
  lang: Lang
  onRegistered: (who: Registered) => void
}) {
  const { t } = useTranslation('auth')
  const api = useApi()
  const [hydrated, setHydrated] = useState(false)
  const [problem, setProblem] = useState<{ title: string; lines: string[] } | null>(null)
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver,
    defaultValues: EMPTY_REGISTRATION,
    mode: 'onTouched',
  })
  const signUp = useMutation({
    mutationFn: (values: RegisterFormValues) => register(api, registrationBody(values)),
  })
  const { errors, isSubmitting } = form.formState
  useEffect(() => setHydrated(true), [])

  const onValid = async (values: RegisterFormValues) => {
    setProblem(null)
    try {
      const answer = await signUp.mutateAsync(values)
      storeSession(answer)
      notify.success(t('register.success'))
      onRegistered({ name: answer.user.first_name || answer.user.name, email: answer.user.email })
    } catch (error) {
      const named = mapFieldErrors(form, error, ALL_FIELDS)
      const general = formMessages(error, ALL_FIELDS)
      const lines = general.length > 0 || named ? general : [t('register.tryAgain')]
      setProblem({ title: t('register.failed'), lines })
    }
  }

  const onInvalid = () => {
    const values = form.getValues()
    const blank = FIELDS.some((name) => (name === 'terms' ? !values.terms : !String(values[name]).trim()))
    setProblem({
      title: t('register.failed'),
      lines: [t(blank ? 'register.allRequired' : 'register.checkFields')],
    })
  }

  const bounds = passwordBounds(lang)
  const field = (name: Exclude<AuthField, 'terms'>) => ({
    name,
    label: t(`labels.${name}`),
    error: authFieldMessage(t, name, form.getValues(name), errors[name], bounds),
    registration: form.register(name),
  })
  const termsError = authFieldMessage(t, 'terms', form.getValues('terms'), errors.terms, bounds)

  return (
    <form
      noValidate
      onFocus={resolver.preload}
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      className="space-y-5"
    >
      <FormProblem title={problem?.title ?? ''} lines={problem?.lines ?? null} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...field('name')} required autoComplete="name" />
        <FormField {...field('email')} required type="email" autoComplete="email" dir="ltr" />
        <FormField
          {...field('phone_number')}
          required
          type="tel"
          autoComplete="tel"
          dir="ltr"
          hint={t('hints.phone')}
        />
        <FormField {...field('tax_id')} required autoComplete="off" dir="ltr" hint={t('hints.taxId')} />
      </div>
      <FormField {...field('address')} required autoComplete="street-address" />
      <CompanyFields form={form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          {...field('password')}
          autoComplete="new-password"
          hint={t('hints.password', bounds)}
        />
        <PasswordField {...field('confirm_password')} autoComplete="new-password" />
      </div>
      <div className="space-y-1.5">
        <label className="flex items-start gap-3 text-ink-800 text-sm">
          <input
            type="checkbox"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'field-terms-error' : undefined}
            aria-required
            className="mt-0.5 size-4 shrink-0 rounded border-sand-300 accent-teal-800"
            {...form.register('terms')}
          />
          <span>
            <Trans
              t={t}
              i18nKey="register.terms"
              components={{
                terms: (
                  // A new tab keeps what has been typed here.
                  <Link
                    to={localizedPath('/terms', lang)}
                    target="_blank"
                    rel="noopener"
                    className={textLinkClass}
                  />
                ),
              }}
            />
            <span className="sr-only"> {t('register.opensInNewTab')}</span>
          </span>
        </label>
        {termsError ? (
          <p id="field-terms-error" className="text-red-800 text-sm">
            {termsError}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={!hydrated || isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  )
}
