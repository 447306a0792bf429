import { QueryClient } from '@tanstack/react-query'
import { isClientError } from './api-client.ts'

const FIVE_MINUTES = 5 * 60 * 1000
const RETRIES = 3

/**
 * Cacheable GETs live 5 minutes (docs/product.md#requests-and-caching); queries retry 3 times with
 * a backoff of 1 s doubling up to 30 s; mutations are not retried. A 4xx is not retried: the answer
 * will not change. The server renders once per request, so it never retries (the page shows the
 * failure state).
 */
export function createQueryClient({ server = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
        retry: server ? false : (failures, error) => !isClientError(error) && failures < RETRIES,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: { retry: false },
    },
  })
}

let browserClient: QueryClient | undefined

/** The browser's one query cache, shared by the React tree and route client loaders. */
export function browserQueryClient(): QueryClient {
  browserClient ??= createQueryClient()
  return browserClient
}
