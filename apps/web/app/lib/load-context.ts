import type { ApiTransport } from './api-client.ts'

/** What the storefront needs from the server's configuration, safe to send to browsers. */
export type PublicConfig = {
  apiUrl: string
  authApiUrl: string
  vendorUrl: string
  supportEmail: string
  publicUrl: string
}

declare module 'react-router' {
  interface AppLoadContext {
    config: PublicConfig
    /**
     * The CSP nonce of this response (apps/api plugins/http-defaults.ts); empty for a page rendered
     * for every visitor, whose scripts the CSP allows by their hashes (docs/decisions/023).
     */
    nonce: string
    /**
     * Calls the API from server loaders without a network hop when the API is this process
     * (docs/decisions/010-server-data.md); a plain fetch when API_URL names another host.
     */
    apiTransport: ApiTransport
  }
}
