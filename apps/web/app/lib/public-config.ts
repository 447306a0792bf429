import type { PublicConfig } from '@caravanserai/contracts/storefront'
import { useRouteLoaderData } from 'react-router'

/** What the root route's loader gives every page (root.tsx): the server's public configuration. */
export type RootData = { config: PublicConfig }

/** The server's public configuration, from the root route; undefined where no root route rendered. */
export function usePublicConfig(): PublicConfig | undefined {
  return useRouteLoaderData<RootData>('root')?.config
}
