import type { StaffRole } from '@caravanserai/contracts/accounts'
import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { useNavigate } from 'react-router'
import { LoadFailure } from '../../../components/ui/load-failure.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useApi } from '../../../lib/api.tsx'
import { localizedPath } from '../../../lib/links.ts'
import { notify } from '../../../lib/notify.ts'
import type { SessionUser } from '../../../lib/session.ts'
import { staffQuery } from '../../../lib/staff.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'

/** A buyer who opened a console address goes home, told why (the console is for staff only). */
function SendHome({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  const navigate = useNavigate()
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the answer is known
  useEffect(() => {
    notify.error(t('access.staffOnly'), { id: 'ops-staff-only' })
    navigate(localizedPath('/', lang), { replace: true })
  }, [])
  return <Checking />
}

function Checking() {
  const { t } = useTranslation('ops')
  return (
    <div className="flex min-h-64 items-center justify-center text-teal-800">
      <Spinner label={t('access.checking')} className="size-8" />
    </div>
  )
}

/**
 * The console's door. The token names the user but not their role, so the profile says whether
 * they are staff and which role they have (the API checks again on every call): staff get
 * `children` with their role, a buyer is
 * sent home with a message, and a failed check offers to try again.
 */
export function StaffGate({
  lang,
  user,
  children,
}: {
  lang: Lang
  user: SessionUser
  children: (role: StaffRole) => ReactNode
}) {
  const { t } = useTranslation('ops')
  const staff = useQuery(staffQuery(useApi(), user.id))
  if (staff.data) return children(staff.data)
  if (staff.data === null) return <SendHome lang={lang} />
  if (staff.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <LoadFailure
          title={t('access.failed')}
          retry={t('access.retry')}
          onRetry={() => void staff.refetch()}
        />
      </div>
    )
  }
  return <Checking />
}
