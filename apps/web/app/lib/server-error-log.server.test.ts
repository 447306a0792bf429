import { createStaticHandler } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import { logServerError } from './server-error-log.server.ts'

// The errors these tests log are expected: each test reads and clears them.
const consoleError = () => vi.spyOn(console, 'error').mockImplementation(() => {})
afterEach(() => consoleError().mockClear())

test("React Router's error for a POST to an emailed link's page is logged without the link's token", async () => {
  const handler = createStaticHandler([
    { id: 'staff-invite', path: '/:lang/staff-invite/:uid/:token', loader: () => null },
  ])
  const request = new Request('http://localhost/en/staff-invite/Mg/InViTeToKeN42', { method: 'POST' })
  const context = await handler.query(request)
  if (context instanceof Response) throw new Error('expected a rendered context')
  const [error] = Object.values(context.errors ?? {})
  const logged = consoleError()

  logServerError(error, request)

  const lines = logged.mock.calls.map(([logged]) => (logged instanceof Error ? logged.stack : String(logged)))
  expect(lines).toEqual([expect.stringContaining('You made a POST request to "/en/staff-invite/…"')])
  expect(lines.join('\n')).not.toContain('InViTeToKeN42')
})

test('an error that names no emailed link is logged as it was thrown', () => {
  const error = new Error('the catalogue is unavailable at /en/products')
  const logged = consoleError()

  logServerError(error, new Request('http://localhost/en/products'))

  expect(logged).toHaveBeenCalledWith(error)
})
