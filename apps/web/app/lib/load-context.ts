import type { StorefrontContext } from '@caravanserai/contracts/storefront'

// Every loader's `context` is what the server hands each render (packages/contracts storefront.ts).
declare module 'react-router' {
  interface AppLoadContext extends StorefrontContext {}
}
