import { MILESTONE_IMPORT_MAX_ROWS } from '@caravanserai/contracts/ops-shipments'

/** The import's columns, in the order of its header row (docs/decisions/060-shipment-milestones.md). */
export const IMPORT_COLUMNS = ['tracking_number', 'event', 'date', 'place', 'note', 'delay_days'] as const

export const IMPORT_MAX_ROWS = MILESTONE_IMPORT_MAX_ROWS

/** A file operators can start from: a crossing, a clearance, a delay with its days, a delivery. */
export const IMPORT_EXAMPLE = [
  IMPORT_COLUMNS.join(','),
  'IR-ARM-55021,border_crossed,2026-11-27,Nurduz/Meghri,,',
  'IR-ARM-55021,customs_cleared,2026-11-28,Meghri customs post,,',
  'IR-GEO-71003,delayed,2026-11-28,,"Queue at Sadakhlo, two days",2',
  'IR-RUS-30417,delivered,2026-11-29,Moscow,Signed for by the warehouse,',
  '',
].join('\n')
