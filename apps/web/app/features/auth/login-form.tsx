import type { Lang } from '@caravanserai/contracts/languages'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { login } from '../../api/accounts.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { useApi } from '../../lib/api.tsx'
import { lazyCheck } from '../../lib/form-check.ts'
import { localizedPath } from '../../lib/links.ts'
import { notify } from '../../lib/notify.ts'
import { storeSession, userFromToken } from '../../lib/session.ts'
import { useSmallForm } from '../../lib/use-small-form.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { afterLoginPath } from './after-login.ts'
import { textLinkClass } from './auth-card.tsx'
import { authFieldMessage, loginFailure, passwordBounds } from './auth-messages.ts'
import { PasswordField } from './password-field.tsx'

type LoginValues = { email: string; password: string }

const check = lazyCheck(() => import('./auth-schemas.ts').then((m) => m.loginCheck))

/**
 * Login (docs/product.md#login): email and password, both required. Success stores the pair, says
 * hello and returns to the remembered page or home; any refusal reads 'Invalid email or password'.
 */
export function LoginForm({ lang }: { lang: Lang }) {
  const { t } = useTranslation('auth')
  const api = useApi()
  const navigate = useNavigate()
  const location = useLocation()
  const [hydrated, setHydrated] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const form = useSmallForm({ check, defaultValues: { email: '', password: '' } })
  const signIn = useMutation({ mutationFn: (values: LoginValues) => login(api, values) })
  const { errors, isSubmitting } = form.formState
  useEffect(() => setHydrated(true), [])

  const onValid = async (values: LoginValues) => {
    setProblem(null)
    try {
      const pair = await signIn.mutateAsync(values)
      storeSession(pair)
      notify.success(t('login.success', { name: userFromToken(pair.access)?.name ?? values.email }))
      navigate(afterLoginPath(location.state, lang), { replace: true })
    } catch (error) {
      setProblem(loginFailure(t, error))
      form.resetField('password')
      form.setFocus('password')
    }
  }

  const field = (name: keyof LoginValues) => ({
    name,
    label: t(`labels.${name}`),
    error: authFieldMessage(t, name, form.getValues(name), errors[name], passwordBounds(lang)),
    registration: form.register(name),
  })

  return (
    <form
      noValidate
      onFocus={check.preload}
      onSubmit={form.handleSubmit(onValid, () => setProblem(t('login.required')))}
      className="space-y-5"
    >
      {problem ? <Alert title={problem} className="mb-5" /> : null}
      <FormField {...field('email')} required type="email" autoComplete="email" dir="ltr" />
      <div className="space-y-2">
        <PasswordField {...field('password')} autoComplete="current-password" />
        <p className="text-end text-sm">
          <Link to={localizedPath('/forgot-password', lang)} className={textLinkClass}>
            {t('login.forgot')}
          </Link>
        </p>
      </div>
      <Button type="submit" size="lg" disabled={!hydrated || isSubmitting} className="w-full">
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  )
}
