import { CLAIM_WINDOW_DAYS_DEFAULT } from '@caravanserai/contracts/escrow'
import type { PublicConfig } from '@caravanserai/contracts/storefront'
import { useRouteLoaderData } from 'react-router'
import { useTranslation } from './use-translation.tsx'

/** What the root route's loader gives every page (root.tsx): the server's public configuration. */
export type RootData = { config: PublicConfig }

/** The server's public configuration, from the root route; undefined where no root route rendered. */
export function usePublicConfig(): PublicConfig | undefined {
  return useRouteLoaderData<RootData>('root')?.config
}

/**
 * The shop's claim window (CLAIM_WINDOW_DAYS, docs/decisions/043-escrow-ledger.md): its days, and
 * those days as the page's language writes them with their plural ("21 days", "21 день"), for
 * texts that say `{{days}}`. It comes with the root's data, so a server-rendered page says it
 * without a request of its own; the default only where no root route rendered.
 */
export function useClaimWindow(): { count: number; days: string } {
  const { t } = useTranslation('common')
  const count = usePublicConfig()?.claimWindowDays ?? CLAIM_WINDOW_DAYS_DEFAULT
  return { count, days: t('claimWindow.days', { count }) }
}
