import { SignedIn } from '../features/auth/signed-in.tsx'
import { ConversationPanel } from '../features/conversation/conversation-panel.tsx'
import { OrderDetail } from '../features/orders/order-detail.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { serverTranslations } from '../lib/page-translations.server.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { privatePageData } from '../lib/private-page.server.ts'
import { onlyForNewLanguage, privatePageMeta } from '../lib/private-page.ts'
import { idOf } from '../lib/route-params.ts'
import type { Route } from './+types/order'

export function loader({ params }: Route.LoaderArgs) {
  const lang = requireLang(params)
  return {
    ...privatePageData(lang, 'orders', 'detail.heading'),
    conversation: serverTranslations(lang, 'conversation'),
  }
}

export const meta: Route.MetaFunction = privatePageMeta
export const shouldRevalidate = onlyForNewLanguage

export default function OrderPage({ loaderData, params }: Route.ComponentProps) {
  const { lang } = loaderData
  usePageTranslations(lang, 'orders', loaderData.translations)
  usePageTranslations(lang, 'conversation', loaderData.conversation)
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <SignedIn lang={lang}>
        {(user) => {
          const id = idOf(params.orderId)
          return (
            <OrderDetail
              key={params.orderId}
              lang={lang}
              user={user}
              id={id}
              conversation={
                id === null ? null : (
                  <ConversationPanel lang={lang} side="buyer" userId={user.id} orderId={id} />
                )
              }
            />
          )
        }}
      </SignedIn>
    </div>
  )
}
