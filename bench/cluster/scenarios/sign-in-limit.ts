// Probes the sign-in limit (five failures for one email and address, then a wait) instance by
// instance, to tell a limit shared by every instance from one each instance keeps for itself.
import crypto from 'node:crypto'

/** Failures for one email and address that are free; the next attempt is refused. */
export const FREE_FAILURES = 5

const octet = () => 1 + Math.floor(Math.random() * 250)

/** An unknown email from an address of its own: counted exactly like a real account. */
export function stranger() {
  return {
    email: `nobody-${crypto.randomUUID().slice(0, 8)}@cluster.caravanserai.example`,
    address: `10.${octet()}.${octet()}.${octet()}`,
  }
}

/** One sign-in with a wrong password at `url`; its status (0 when cut). */
export async function wrongSignIn(url: string, who: { email: string; address: string }): Promise<number> {
  try {
    const response = await fetch(`${url}/api/accounts/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': who.address },
      body: JSON.stringify({ email: who.email, password: 'not-the-password' }),
      signal: AbortSignal.timeout(10_000),
    })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

/**
 * The free failures spread round robin over the addresses `spendAt`, then one more attempt at each
 * of `probeAt`: with a shared limit every one refuses it (429); with limits per instance, 401.
 */
export async function failuresSpread(spendAt: string[], probeAt = spendAt) {
  const who = stranger()
  const spent: number[] = []
  for (let i = 0; i < FREE_FAILURES; i++) spent.push(await wrongSignIn(spendAt[i % spendAt.length]!, who))
  const next: number[] = []
  for (const url of probeAt) next.push(await wrongSignIn(url, who))
  return { spent, next, shared: next.every((status) => status === 429) }
}
