import { isLang } from '@caravanserai/contracts/languages'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { HydratedRouter } from 'react-router/dom'
import { createI18n, loadLanguage, setBrowserI18n } from './lib/i18n.ts'

async function hydrate() {
  // The server rendered in the language of <html lang>; load only that catalogue before hydrating.
  const htmlLang = document.documentElement.lang
  const lang = isLang(htmlLang) ? htmlLang : 'en'
  // Every catalogue has every key (locales.test.ts), so no fallback catalogue is fetched.
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) })
  setBrowserI18n(i18n)
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    )
  })
}

hydrate()
