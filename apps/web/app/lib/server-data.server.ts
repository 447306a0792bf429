import type { Lang } from '@caravanserai/contracts/languages'
import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query'
import type { AppLoadContext } from 'react-router'
import { type ApiClient, createApiClient } from './api-client.ts'
import { createQueryClient } from './query-client.ts'

/** An API client for one server request, over the load context's transport. */
export function serverApi(context: AppLoadContext, lang: Lang): ApiClient {
  return createApiClient({
    baseUrl: context.config.apiUrl,
    authBaseUrl: context.config.authApiUrl,
    lang: () => lang,
    transport: context.apiTransport,
    checkAnswers: import.meta.env.DEV,
  })
}

/**
 * Runs a loader's prefetches in a fresh cache and returns it dehydrated with whatever the loader
 * adds; the page's HydrationBoundary hands it to the browser's cache, so hydration fetches nothing.
 */
export async function prefetchPage<T extends object>(
  context: AppLoadContext,
  lang: Lang,
  fill: (queryClient: QueryClient, api: ApiClient) => Promise<T>,
): Promise<T & { dehydratedState: DehydratedState }> {
  const queryClient = createQueryClient({ server: true })
  const extra = await fill(queryClient, serverApi(context, lang))
  return { ...extra, dehydratedState: dehydrate(queryClient) }
}
