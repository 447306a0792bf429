import net from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; raw: string }

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replaceAll('_', ' '), 'quoted-printable'),
    )
}

function split(part: string): { headers: Record<string, string>; body: string } {
  const cut = part.search(/\r?\n\r?\n/)
  const head = part.slice(0, cut).replace(/\r?\n[ \t]+/g, ' ')
  const headers: Record<string, string> = {}
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body: part.slice(cut).replace(/^\r?\n\r?\n/, '') }
}

/** Just enough MIME for nodemailer's multipart/alternative messages. */
function parse(raw: string, to: string[]): ReceivedMail {
  const { headers, body } = split(raw)
  const mail: ReceivedMail = { to, subject: decodeHeader(headers.subject ?? ''), text: '', html: '', raw }
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1]
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw]
  for (const part of parts) {
    const p = split(part.replace(/^\r?\n/, ''))
    const decoded = decodeBody(p.body.trimEnd(), p.headers['content-transfer-encoding'] ?? '')
    if (p.headers['content-type']?.startsWith('text/html')) mail.html = decoded
    else if (p.headers['content-type']?.startsWith('text/plain')) mail.text = decoded
  }
  return mail
}

/** A free TCP port on 127.0.0.1 (for a sink that starts later than the app that sends to it). */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, each after `delayMs` if given. */
export async function startSmtpSink(port = 0, { delayMs = 0 }: { delayMs?: number } = {}) {
  const received: ReceivedMail[] = []
  const waiters: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        received.push(
          parse(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        )
        setTimeout(() => {
          for (const w of waiters.splice(0)) w()
          callback()
        }, delayMs)
      })
    },
  })
  // A sender that dies mid-conversation (a killed instance) resets its connection: not the sink's
  // failure, and unheard it would end the process the sink runs in.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address() as net.AddressInfo
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    /** Resolves once at least `count` messages have arrived. */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} emails, got ${received.length}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 100)
        })
      }
      return received
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
