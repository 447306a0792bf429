// Takes the cluster's SMTP sink's port over with a sink that greets each connection only after a
// pause, as a remote server's greet pause does: delivery is slow enough for a sender to die in the
// middle of a batch, and one that dies mid-send has handed nothing over. `restore` puts a plain
// sink back on the port, as cluster.mail.
import { SMTPServer } from 'smtp-server'
import { startSmtpSink } from '../../../apps/api/src/testing/smtp-sink.ts'
import type { Cluster } from '../harness/cluster.ts'

export type Delivered = { to: string; subject: string; at: number }

export async function slowMail(cluster: Cluster, greetAfterMs: number) {
  const port = Number(new URL(cluster.mail.url).port)
  await cluster.mail.close()
  const delivered: Delivered[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect: (_session, callback) => void setTimeout(callback, greetAfterMs),
    onData(stream, session, callback) {
      let head = ''
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8_192) head += chunk.toString('utf8')
      })
      stream.on('end', () => {
        const subject = /^subject:(.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1]?.trim() ?? ''
        for (const to of session.envelope.rcptTo) delivered.push({ to: to.address, subject, at: Date.now() })
        callback()
      })
    },
  })
  // An instance killed mid-conversation resets its connection: not the sink's failure, and
  // unheard it ends the run (as in apps/api/src/testing/smtp-sink.ts).
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    delivered,
    restore: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      // Into the cluster's own sink object, which is what the cluster closes when it stops.
      Object.assign(cluster.mail, await startSmtpSink(port))
    },
  }
}
