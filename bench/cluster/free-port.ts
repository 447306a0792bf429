import net from 'node:net'

/** A TCP port nothing listens on now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()))
    })
  })
}

/** Waits until `check` holds, polling every 200 ms; fails with `what` after `ms`. */
export async function until(what: string, check: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen in ${ms / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
