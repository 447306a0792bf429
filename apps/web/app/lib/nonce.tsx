import { createContext, useContext } from 'react'

const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

/** The response's CSP nonce on the server; empty in the browser, which hides nonces from scripts. */
export function useNonce(): string {
  return useContext(NonceContext)
}
