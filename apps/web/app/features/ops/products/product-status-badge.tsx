import type { ProductStatus } from '@caravanserai/contracts/ops-catalog'
import { Badge } from '../../../components/ui/badge.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'

const TONE = { active: 'brand', hidden: 'neutral', deleted: 'danger' } as const

/** On sale, hidden from the storefront, or deleted (kept for past orders). */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('ops')
  return <Badge tone={TONE[status]}>{t(`products.status.${status}`)}</Badge>
}
