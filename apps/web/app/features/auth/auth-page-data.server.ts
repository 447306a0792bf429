import type { Lang } from '@caravanserai/contracts/languages'
import { serverT } from '../../lib/i18n.server.ts'
import { serverTranslations } from '../../lib/page-translations.server.ts'

export type AuthPage = 'login' | 'register' | 'forgot' | 'reset' | 'verify'

/** What every sign-in and recovery route's loader sends: its head texts and the auth translations. */
export function authPageData(lang: Lang, page: AuthPage) {
  const t = serverT(lang)
  return {
    lang,
    title: `${t(`meta.${page}.title`, { ns: 'auth' })} | ${t('brand.name')}`,
    description: t(`meta.${page}.description`, { ns: 'auth' }),
    translations: serverTranslations(lang, 'auth'),
  }
}
