import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { expect, test } from 'vitest'
import { FaqList } from '../features/content/faq-list.tsx'
import common from '../locales/en/common.json' with { type: 'json' }
import pages from '../locales/en/pages.json' with { type: 'json' }
import { loader as rootLoader } from '../root.tsx'
import { aPublicConfig } from '../testing/factories.ts'
import { Translations } from './translator.ts'
import { TranslationsProvider } from './use-translation.tsx'

// A page rendered on the server, shared by every visitor (docs/decisions/023), says the claim
// window from the root route's data: in its HTML, with no request of its own.
test('a server-rendered FAQ says the claim window the server is configured with', async () => {
  const loadContext = { config: aPublicConfig({ claimWindowDays: 21 }), nonce: '', apiTransport: fetch }
  const routes = [
    {
      id: 'root',
      loader: ({ context }: { context: unknown }) => rootLoader({ context } as never),
      children: [{ path: ':lang/faq', Component: FaqList }],
    },
  ]
  const handler = createStaticHandler(routes)
  const state = await handler.query(new Request('https://caravanserai.example/en/faq'), {
    requestContext: loadContext as never,
  })
  if (state instanceof Response) throw new Error(`Answered ${state.status}`)
  const translations = new Translations('en', { en: { common, pages } })
  const html = renderToString(
    <TranslationsProvider translations={translations}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, state)} context={state} />
    </TranslationsProvider>,
  )
  expect(html).toContain('no later than 21 days after delivery')
  expect(html).not.toContain('14 days')
})
