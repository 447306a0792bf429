import type { OrderStatus } from '@caravanserai/contracts/orders'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../components/ui/badge.tsx'
import { statusTone } from './order-status.ts'

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('ops')
  return <Badge tone={statusTone(status)}>{t(`status.${status}`)}</Badge>
}
