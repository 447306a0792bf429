import { confirmSubscription } from '../api/content.ts'
import {
  type ConfirmationOutcome,
  NewsletterConfirmation,
} from '../features/content/newsletter-confirmation.tsx'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { oneHolderHeaders } from '../lib/private-page.ts'
import { serverApi } from '../lib/server-data.server.ts'
import type { Route } from './+types/newsletter-confirm'

/**
 * /{lang}/newsletter/confirm/{token}, the link of the confirmation email. The server confirms
 * while rendering, so the link works in any mail client's browser, scripts or not.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  const result = await confirmSubscription(serverApi(context, lang), params.token)
  const outcome: ConfirmationOutcome = result.ok
    ? { status: 'confirmed', detail: result.detail }
    : result.kind === 'invalid'
      ? { status: 'invalid', detail: result.detail ?? Object.values(result.fields).flat().join(' ') }
      : { status: 'failed', detail: null }
  return {
    title: `${t('confirm.meta.title', { ns: 'newsletter' })} | ${t('brand.name')}`,
    description: t('confirm.meta.description', { ns: 'newsletter' }),
    outcome,
  }
}

export const headers = oneHolderHeaders

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'description', content: loaderData?.description },
  { name: 'robots', content: 'noindex' },
]

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  return <NewsletterConfirmation outcome={loaderData.outcome} />
}
