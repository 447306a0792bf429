import { randomUUID } from 'node:crypto'
import pg from 'pg'

/** Stops listening. */
export type Unlisten = () => Promise<void>
type OnNotify = (payload: string | null) => void
type Listen = (channel: string, onNotify: OnNotify) => Promise<Unlisten>
type Listener = { onNotify: OnNotify }

/** The payloads of `settle`'s own notifications: a process's marks, never passed to listeners. */
const SETTLE_PREFIX = 'settle:'
/** How long `settle` waits for its mark before answering anyway (a lost listening connection). */
const SETTLE_TIMEOUT_MS = 1_000

export type Listening = {
  listen: Listen
  /**
   * Resolves once every notification on `channel` committed before the call has reached this
   * process's listeners (at once when none listens): PostgreSQL delivers notifications in commit
   * order, so the process's own mark arriving means everything before it has (docs/decisions/054).
   * Never fails: at worst it answers after a second.
   */
  settle: (channel: string) => Promise<void>
}

/**
 * One `listen` per channel, whatever the number of listeners: each notification reaches them all
 * in the order they began to listen, and the channel is left when the last one stops. `notify`
 * sends a notification on a connection of the pool, for `settle`'s marks.
 */
export function sharedListening(
  listen: Listen,
  notify: (channel: string, payload: string) => Promise<void>,
): Listening {
  const channels = new Map<string, { listeners: Set<Listener>; started: Promise<Unlisten> }>()
  /** mark → what resolves the `settle` waiting for it. */
  const marks = new Map<string, () => void>()
  const self = randomUUID()
  let sent = 0

  const share = (channel: string) => {
    const listeners = new Set<Listener>()
    const started = listen(channel, (payload) => {
      if (payload?.startsWith(SETTLE_PREFIX)) return marks.get(payload)?.()
      for (const listener of [...listeners]) listener.onNotify(payload)
    })
    return { listeners, started }
  }

  return {
    async listen(channel, onNotify) {
      let shared = channels.get(channel)
      if (!shared) {
        shared = share(channel)
        channels.set(channel, shared)
      }
      const { listeners, started } = shared
      const listener = { onNotify }
      listeners.add(listener)
      /** Whether this was the channel's last listener (then no one listens to it any more). */
      const leave = () => {
        if (!listeners.delete(listener) || listeners.size > 0) return false
        if (channels.get(channel)?.listeners === listeners) channels.delete(channel)
        return true
      }
      try {
        await started
      } catch (error) {
        leave()
        throw error
      }
      return async () => {
        if (leave()) await (await started)()
      }
    },

    async settle(channel) {
      const shared = channels.get(channel)
      if (!shared || shared.listeners.size === 0) return
      await shared.started
      const mark = `${SETTLE_PREFIX}${self}:${++sent}`
      let timer: NodeJS.Timeout | undefined
      const heard = new Promise<void>((resolve) => {
        marks.set(mark, resolve)
        timer = setTimeout(resolve, SETTLE_TIMEOUT_MS)
        timer.unref()
      })
      try {
        // A mark that cannot be sent (the database gone since the write committed) is not waited
        // for: the write stands, and the listening connection's return clears the caches.
        if (
          await notify(channel, mark).then(
            () => true,
            () => false,
          )
        )
          await heard
      } finally {
        clearTimeout(timer)
        marks.delete(mark)
      }
    },
  }
}

const RELISTEN_DELAY_MS = 1_000

/** A connection of its own that LISTENs, reconnecting after a second whenever it is lost. */
export async function listenOnPostgres(url: string, channel: string, onNotify: OnNotify): Promise<Unlisten> {
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const reconnect = () => {
    if (stopped) return
    retry = setTimeout(() => connect().then(() => onNotify(null), reconnect), RELISTEN_DELAY_MS)
    retry.unref()
  }
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
    next.on('notification', (message) => onNotify(message.payload ?? ''))
    next.on('error', () => {})
    try {
      await next.connect()
      await next.query(`listen ${channel}`)
    } catch (error) {
      await next.end().catch(() => {})
      throw error
    }
    next.on('end', reconnect)
    client = next
  }
  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end()
  }
}
