import net from 'node:net'

export const TEST_REDIS_URL = 'redis://127.0.0.1:6379'

/** Whether the local Redis answers; CI has one, so there its absence fails the tests that need it. */
export async function isRedisReachable(): Promise<boolean> {
  if (process.env.CI) return true
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(6379, '127.0.0.1')
    const done = (up: boolean) => {
      socket.destroy()
      resolve(up)
    }
    socket.setTimeout(500)
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
    socket.once('timeout', () => done(false))
  })
}

/** A key prefix of its own for each test run, so that runs never share counters. */
export function uniquePrefix(name: string): string {
  return `caravanserai-test:${name}:${process.pid}:${Date.now()}:`
}
