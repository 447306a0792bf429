import type { Lang } from '@caravanserai/contracts/languages'
import { CheckCircle2, XCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { verifyEmail } from '../../api/accounts.ts'
import { buttonClass } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import type { ApiClient } from '../../lib/api-client.ts'
import { localizedPath } from '../../lib/links.ts'
import { storeSession, useSessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { AuthCard } from './auth-card.tsx'
import { VERIFY_ATTEMPTS, VERIFY_RETRY_DELAY_MS, withRetries } from './retry.ts'

type VerifyLink = { uid: string; token: string }
type Outcome = 'pending' | 'verified' | 'failed'

// A link works once: however often the page mounts (development's double effects, a remount),
// each link is sent to the server by one chain of attempts only.
const verifications = new Map<string, Promise<Outcome>>()

function verifyOnce(api: ApiClient, link: VerifyLink): Promise<Outcome> {
  const key = `${link.uid}/${link.token}`
  let running = verifications.get(key)
  if (!running) {
    running = withRetries(() => verifyEmail(api, link), {
      attempts: VERIFY_ATTEMPTS,
      delayMs: VERIFY_RETRY_DELAY_MS,
    }).then(
      (answer): Outcome => {
        // Verification signs the person in: the answer carries the tokens.
        storeSession({ access: answer.access, refresh: answer.refresh })
        return 'verified'
      },
      (): Outcome => 'failed',
    )
    verifications.set(key, running)
  }
  return running
}

/**
 * Email verification (docs/product.md#email-verification): starts by itself in the browser (the
 * link from the email is a plain GET, which mail scanners also follow, so the server render never
 * uses it up), makes up to 2 attempts 3 s apart, and ends verified or failed.
 */
export function VerifyEmailPage({ lang, link }: { lang: Lang; link: VerifyLink }) {
  const { t } = useTranslation('auth')
  const api = useApi()
  const user = useSessionUser()
  const [outcome, setOutcome] = useState<Outcome>('pending')
  const { uid, token } = link
  useEffect(() => {
    let current = true
    setOutcome('pending')
    void verifyOnce(api, { uid, token }).then((result) => current && setOutcome(result))
    return () => {
      current = false
    }
  }, [api, uid, token])

  if (outcome === 'pending') {
    return (
      <AuthCard title={t('verify.title')}>
        <p className="flex items-center gap-3 text-ink-700">
          <Spinner className="size-5 text-teal-800" />
          <span role="status">{t('verify.pending')}</span>
        </p>
      </AuthCard>
    )
  }
  if (outcome === 'failed') {
    return (
      <AuthCard title={t('verify.failedTitle')}>
        <p role="alert" className="flex items-start gap-3 text-ink-800">
          <XCircle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
          {t('verify.failed')}
        </p>
        <p className="mt-3 text-ink-700">{t('verify.failedHint')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={localizedPath('/register', lang)} className={buttonClass()}>
            {t('verify.register')}
          </Link>
          <Link to={localizedPath('/login', lang)} className={buttonClass({ variant: 'outline' })}>
            {t('verify.login')}
          </Link>
        </div>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('verify.verifiedTitle')}>
      <div role="status" className="flex items-start gap-3 text-ink-800">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-700" />
        <p>{t('verify.verifiedText')}</p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {user ? (
          <>
            <Link to={localizedPath('/dashboard', lang)} className={buttonClass()}>
              {t('verify.dashboard')}
            </Link>
            <Link to={localizedPath('/products', lang)} className={buttonClass({ variant: 'outline' })}>
              {t('verify.products')}
            </Link>
          </>
        ) : (
          <Link to={localizedPath('/login', lang)} className={buttonClass()}>
            {t('verify.login')}
          </Link>
        )}
      </div>
    </AuthCard>
  )
}
