import { isLang } from '@caravanserai/contracts/languages'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { createI18n, loadLanguage, setBrowserI18n } from './lib/i18n.ts'
import { TranslationsProvider } from './lib/use-translation.tsx'

async function hydrate() {
  // The server rendered in the language of <html lang>; load only those translations before hydrating.
  const htmlLang = document.documentElement.lang
  const lang = isLang(htmlLang) ? htmlLang : 'en'
  // Every language's translations have every key (locales.test.ts), so no fallback translations are fetched.
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) })
  setBrowserI18n(i18n)
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <TranslationsProvider translations={i18n}>
          <HydratedRouter />
        </TranslationsProvider>
      </StrictMode>,
    )
  })
}

hydrate()
