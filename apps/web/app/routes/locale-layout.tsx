import { chosenCurrency } from '@caravanserai/contracts/display-currency'
import { HydrationBoundary } from '@tanstack/react-query'
import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router'
import { currenciesQuery } from '../api/currencies.ts'
import { Footer } from '../components/layout/footer.tsx'
import { Header } from '../components/layout/header.tsx'
import { NewsletterForm } from '../features/content/newsletter-form.tsx'
import { browserApi } from '../lib/api.tsx'
import { DisplayCurrencyProvider } from '../lib/display-currency.tsx'
import { switchBrowserLanguage } from '../lib/i18n.ts'
import { requireLang } from '../lib/lang-param.ts'
import { browserQueryClient } from '../lib/query-client.ts'
import { prefetchPage } from '../lib/server-data.server.ts'
import { useTranslation } from '../lib/use-translation.tsx'
import type { Route } from './+types/locale-layout'

/**
 * The language comes from the path, the display currency from the `currency` cookie (the page
 * cache keys on the same cookie, docs/decisions/023); the rates come with the page, so its prices
 * render in that currency on the server. Rates that cannot be read leave prices in dollars.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const currency = chosenCurrency(request.headers.get('cookie'))
  return prefetchPage(context, lang, async (queryClient, api) => {
    await queryClient.prefetchQuery(currenciesQuery(api))
    return { lang, currency }
  })
}

/**
 * In the browser, a change of the language segment (docs/product.md#languages) loads that
 * language's translations and switches to them before the page renders; no server round trip
 * is needed for it.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const lang = requireLang(params)
  void browserQueryClient().prefetchQuery(currenciesQuery(browserApi()))
  await switchBrowserLanguage(lang)
  return { lang, currency: chosenCurrency(document.cookie), dehydratedState: undefined }
}

/** Only a new language needs this layout's loader again (not every filter or page change). */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <DisplayCurrencyProvider lang={loaderData.lang} chosen={loaderData.currency}>
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
          >
            {t('skipToContent')}
          </a>
          <Header />
          <main id="main" className="flex-1">
            <Outlet />
          </main>
          <Footer newsletter={<NewsletterForm />} />
        </div>
      </DisplayCurrencyProvider>
    </HydrationBoundary>
  )
}
