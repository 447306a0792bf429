// What the server hands the storefront's rendering (apps/server → apps/web): typed here so that
// neither imports the other's source; the server serves the web's build.

/** What the storefront needs from the server's configuration, safe to send to browsers. */
export type PublicConfig = {
  apiUrl: string
  authApiUrl: string
  vendorUrl: string
  supportEmail: string
  publicUrl: string
  /**
   * CLAIM_WINDOW_DAYS: the days after delivery in which a claim may be opened, and after which
   * what is held is released (docs/decisions/043-escrow-ledger.md). Fixed for the process, so
   * pages shared between visitors may say it.
   */
  claimWindowDays: number
}

/** A fetch-shaped function: the browser's fetch, or the server's in-process call (docs/decisions/010). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>

/** What every server render gets as its load context (React Router's `AppLoadContext`). */
export type StorefrontContext = {
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
