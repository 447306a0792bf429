import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isRtl, type Lang } from '@caravanserai/contracts/languages'
import type { PublicConfig } from '@caravanserai/contracts/storefront'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, configure, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach } from 'vitest'
import { ApiProvider } from '../lib/api.tsx'
import { createApiClient } from '../lib/api-client.ts'
import { createQueryClient } from '../lib/query-client.ts'
import { Translations, type TranslationTree } from '../lib/translator.ts'
import { TranslationsProvider } from '../lib/use-translation.tsx'
import { type Answers, API_BASE, AUTH_BASE, fakeApi } from './fake-api.ts'
import './happy-dom-gaps.ts'

// The suite shares two cores with the API tests, and pages load their sheets and dialogs on demand:
// waiting for what a user would see gets ten seconds, not one.
configure({ asyncUtilTimeout: 10_000 })

// Read from disk rather than imported: as modules, the four languages' 88 files cost each test file
// (a fresh module graph per file) about 1.8 s of its start (docs/architecture.md#tests).
const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../locales')

/** One language's real translations, every namespace, and no other language to fall back on. */
function translationsOf(lang: Lang): Translations {
  const dir = path.join(localesDir, lang)
  const namespaces = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.slice(0, -'.json'.length),
      JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as TranslationTree,
    ])
  return new Translations(lang, { [lang]: Object.fromEntries(namespaces) })
}

type PageOptions = {
  lang?: Lang
  /** Where the page is, after the language prefix: `/products?category=3`. */
  path?: string
  answers?: Answers
  /** What the page's layout hands it through its outlet (the console's operator). */
  outletContext?: unknown
  /** The server's public configuration, as the root route gives it (lib/public-config.ts). */
  config?: PublicConfig
}

/**
 * Renders `page` as the app would: a fresh query cache, the API client over a fake API that
 * answers from `answers` (answers checked against their contracts), the real translations of
 * `lang` with the document's language and direction, and a router at `/{lang}{path}` under a
 * layout that hands the page `outletContext` (and, given `config`, is the root route with it).
 */
export function renderPage(
  page: ReactNode,
  { lang = 'en', path = '/', answers = {}, outletContext, config }: PageOptions = {},
) {
  document.documentElement.lang = lang
  document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr'
  const { transport, requests } = fakeApi(answers)
  const api = createApiClient({
    baseUrl: API_BASE,
    authBaseUrl: AUTH_BASE,
    lang: () => lang,
    transport,
    checkAnswers: true,
  })
  const queryClient = createQueryClient()
  // With a configuration, the layout stands for the root route and holds it as its data.
  const root = config ? { id: 'root', loader: () => ({ config }) } : {}
  const layout = {
    ...root,
    element: <Outlet context={outletContext} />,
    children: [{ path: '/:lang/*', element: page }],
  }
  const router = createMemoryRouter([layout], {
    initialEntries: [`/${lang}${path}`],
    ...(config ? { hydrationData: { loaderData: { root: { config } } } } : {}),
  })
  const user = userEvent.setup()
  const view = render(
    <TranslationsProvider translations={translationsOf(lang)}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <RouterProvider router={router} />
        </ApiProvider>
      </QueryClientProvider>
    </TranslationsProvider>,
  )
  return { ...view, user, requests, router }
}

// Testing Library unmounts by itself only under global test functions, which this suite leaves off.
afterEach(() => {
  cleanup()
  window.localStorage.clear()
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('dir')
})
