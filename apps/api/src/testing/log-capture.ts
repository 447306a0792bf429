import { Writable } from 'node:stream'
import pino from 'pino'

/** Every log line written through the returned stream or logger, as text, for assertions. */
export function captureLogs() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      callback()
    },
  })
  return { lines, stream, logger: pino({ level: 'trace' }, stream) }
}
