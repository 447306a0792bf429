import { isLang, type Lang } from '@caravanserai/contracts/languages'
import type { PublicConfig } from '@caravanserai/contracts/storefront'
import { createContext, type ReactNode, useContext } from 'react'
import {
  type ApiAuth,
  type ApiClient,
  type ApiClientOptions,
  type ApiError,
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  errorMessage,
  genericErrorKey,
  MOBILE_TIMEOUT_MS,
} from './api-client.ts'
import { isMobileLike } from './device.ts'
import { browserI18n } from './i18n.ts'
import { notify } from './notify.ts'

let browserOptions: ApiClientOptions | undefined
let browserClient: ApiClient | undefined

function pageLang(): Lang {
  const lang = document.documentElement.lang
  return isLang(lang) ? lang : 'en'
}

/**
 * The id of a failure's generic toast. A caller with its own message for the failure (such as
 * 'Failed to add product to cart') shows it under this id, replacing the generic one.
 */
export function failureToastId(error: ApiError): string {
  return `api-${error.status}-${error.path}`
}

/** One generic toast per failure outside /accounts/; retries of one call replace it. */
function toastFailure(error: ApiError) {
  const i18n = browserI18n()
  if (!i18n) return
  const key = genericErrorKey(error)
  // A 400 names its problem in the page language when the body says it; field errors alone
  // (shown by their form) leave the translated notice, never the English status text.
  const said = errorMessage(error.body, '')
  const message = key === 'toast.badRequest' && said ? said : i18n.t(key)
  notify.error(message, { id: failureToastId(error) })
}

/** The browser's API client, made once from the root loader's public configuration. */
export function configureBrowserApi(config: PublicConfig): ApiClient {
  browserOptions ??= {
    baseUrl: config.apiUrl,
    authBaseUrl: config.authApiUrl,
    lang: pageLang,
    timeoutMs: () => (isMobileLike() ? MOBILE_TIMEOUT_MS : DEFAULT_TIMEOUT_MS),
    onError: toastFailure,
    checkAnswers: import.meta.env.DEV,
  }
  browserClient ??= createApiClient(browserOptions)
  return browserClient
}

/** For route client loaders, which run after the root has rendered and configured the client. */
export function browserApi(): ApiClient {
  if (!browserClient) throw new Error('The API client is used before the root configured it')
  return browserClient
}

/** The buyer-account slice plugs the session in here: Bearer token, shared refresh, one retry. */
export function setBrowserApiAuth(auth: ApiAuth | undefined): void {
  if (browserOptions) browserOptions.auth = auth
}

/**
 * During the server render every query a page needs was prefetched by its loader, so components
 * never call out; a call that slips through fails loudly instead of fetching from the wrong side.
 */
export const unreachableApi: ApiClient = createApiClient({
  baseUrl: '',
  authBaseUrl: '',
  lang: () => 'en',
  transport: async (url) => {
    throw new Error(`${url} was not prefetched by the route loader`)
  },
})

const ApiContext = createContext<ApiClient>(unreachableApi)

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>
}

export function useApi(): ApiClient {
  return useContext(ApiContext)
}
