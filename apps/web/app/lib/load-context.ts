/** What the storefront needs from the server's configuration (DESIGN §9), safe to send to browsers. */
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
    /** The CSP nonce of this response (apps/api plugins/http-defaults.ts). */
    nonce: string
  }
}
