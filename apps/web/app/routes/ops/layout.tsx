import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router'
import { SignedIn } from '../../features/auth/signed-in.tsx'
import type { OpsContext } from '../../features/ops/console/ops-context.ts'
import { opsMeta } from '../../features/ops/console/ops-meta.ts'
import { OpsShell } from '../../features/ops/console/ops-shell.tsx'
import { StaffGate } from '../../features/ops/console/staff-gate.tsx'
import { InDollars } from '../../lib/display-currency.tsx'
import { serverT } from '../../lib/i18n.server.ts'
import { requireLang } from '../../lib/lang-param.ts'
import { serverTranslations } from '../../lib/page-translations.server.ts'
import { usePageTranslations } from '../../lib/page-translations.ts'
import type { Route } from './+types/layout'

/**
 * The operator console (docs/product.md#operator-console): its texts and titles come with this
 * layout; its data is signed-in data, fetched in the browser once the user is known to be staff.
 */
export function loader({ params }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  return {
    lang,
    translations: serverTranslations(lang, 'ops'),
    conversation: serverTranslations(lang, 'conversation'),
    rfqs: serverTranslations(lang, 'rfqs'),
    sections: {
      customers: serverTranslations(lang, 'customers'),
      moderation: serverTranslations(lang, 'moderation'),
      staff: serverTranslations(lang, 'staff'),
      audit: serverTranslations(lang, 'audit'),
      analytics: serverTranslations(lang, 'analytics'),
      catalogImport: serverTranslations(lang, 'catalogImport'),
    },
    titles: {
      console: t('meta.console', { ns: 'ops' }),
      orders: t('meta.orders', { ns: 'ops' }),
      order: t('meta.order', { ns: 'ops' }),
      products: t('meta.products', { ns: 'ops' }),
      product: t('meta.product', { ns: 'ops' }),
      newProduct: t('meta.newProduct', { ns: 'ops' }),
      taxonomy: t('meta.taxonomy', { ns: 'ops' }),
      destinations: t('meta.destinations', { ns: 'ops' }),
      messages: t('meta.messages', { ns: 'ops' }),
      newsletter: t('meta.newsletter', { ns: 'ops' }),
      settings: t('meta.settings', { ns: 'ops' }),
      suppliers: t('meta.suppliers', { ns: 'ops' }),
      supplier: t('meta.supplier', { ns: 'ops' }),
      rfqs: t('ops.meta.queue', { ns: 'rfqs' }),
      rfq: t('ops.meta.request', { ns: 'rfqs' }),
      customers: t('meta.title', { ns: 'customers' }),
      customer: t('meta.item', { ns: 'customers' }),
      companies: t('companies.title', { ns: 'customers' }),
      company: t('companies.item', { ns: 'customers' }),
      reviews: t('meta.title', { ns: 'moderation' }),
      staff: t('meta.title', { ns: 'staff' }),
      audit: t('meta.title', { ns: 'audit' }),
      analytics: t('meta.title', { ns: 'analytics' }),
      catalogImport: t('meta.title', { ns: 'catalogImport' }),
      alerts: t('meta.alerts', { ns: 'ops' }),
      claims: t('meta.claims', { ns: 'ops' }),
      payouts: t('meta.payouts', { ns: 'ops' }),
      currencies: t('meta.currencies', { ns: 'ops' }),
      shipments: t('meta.shipments', { ns: 'ops' }),
      brand: t('brand.name'),
    },
  }
}

/** Moving between console pages keeps the texts it has; only a new language needs new ones. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang
}

export const meta: Route.MetaFunction = ({ loaderData }) => opsMeta(loaderData?.titles, 'console')

export default function OpsLayout({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData
  usePageTranslations(lang, 'ops', loaderData.translations)
  usePageTranslations(lang, 'conversation', loaderData.conversation)
  usePageTranslations(lang, 'rfqs', loaderData.rfqs)
  usePageTranslations(lang, 'customers', loaderData.sections.customers)
  usePageTranslations(lang, 'moderation', loaderData.sections.moderation)
  usePageTranslations(lang, 'staff', loaderData.sections.staff)
  usePageTranslations(lang, 'audit', loaderData.sections.audit)
  usePageTranslations(lang, 'analytics', loaderData.sections.analytics)
  usePageTranslations(lang, 'catalogImport', loaderData.sections.catalogImport)
  return (
    <SignedIn lang={lang}>
      {(user) => (
        <StaffGate lang={lang} user={user}>
          {(role) => (
            <OpsShell lang={lang} role={role}>
              <InDollars>
                <Outlet context={{ operator: user, role } satisfies OpsContext} />
              </InDollars>
            </OpsShell>
          )}
        </StaffGate>
      )}
    </SignedIn>
  )
}
