import type { OrderStatus } from '@caravanserai/contracts/orders'
import { Badge } from '../../components/ui/badge.tsx'
import { useTranslation } from '../../lib/use-translation.tsx'
import { statusTone } from './order-status.ts'

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('ops')
  return <Badge tone={statusTone(status)}>{t(`status.${status}`)}</Badge>
}
