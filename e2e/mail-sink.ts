// The e2e server's mailbox: a real SMTP server (SMTP_URL of the storefront under test) whose
// messages the tests read over HTTP, e.g. to follow a confirmation link. Run by playwright.config.ts.
import http from 'node:http'
import { startSmtpSink } from '../apps/api/src/testing/smtp-sink.ts'

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT)
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT)

const sink = await startSmtpSink(smtpPort)
http
  .createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://sink').searchParams.get('to')?.toLowerCase()
    const messages = sink.received
      .filter((m) => !to || m.to.some((address) => address.toLowerCase() === to))
      .map(({ to: recipients, subject, text, html }) => ({ to: recipients, subject, text, html }))
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages))
  })
  .listen(httpPort, '127.0.0.1')
