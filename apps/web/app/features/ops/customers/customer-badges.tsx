import { BadgeCheck, Ban, CircleCheck, MailWarning } from 'lucide-react'
import { Badge } from '../../../components/ui/badge.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'

/** Whether the customer proved their email address, and whether the account may sign in. */
export function CustomerBadges({ verified, active }: { verified: boolean; active: boolean }) {
  const { t } = useTranslation('customers')
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {active ? (
        <Badge tone="brand">
          <CircleCheck aria-hidden="true" className="size-3.5" />
          {t('badges.active')}
        </Badge>
      ) : (
        <Badge tone="danger">
          <Ban aria-hidden="true" className="size-3.5" />
          {t('badges.deactivated')}
        </Badge>
      )}
      {verified ? (
        <Badge>
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          {t('badges.verified')}
        </Badge>
      ) : (
        <Badge tone="accent">
          <MailWarning aria-hidden="true" className="size-3.5" />
          {t('badges.unverified')}
        </Badge>
      )}
    </span>
  )
}
