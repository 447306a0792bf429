import { LANGS, type Lang } from '@caravanserai/contracts/languages'
import { ChevronDown } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { Link } from 'react-router'
import { useTranslation } from '../../lib/use-translation.tsx'
import { Flag } from './flags.tsx'
import { LANGUAGE_NAMES, useLanguageSwitch } from './language-switch.ts'

export function LanguageMenu({
  current,
  onSwitched,
  defaultOpen = false,
}: {
  current: Lang
  onSwitched?: () => void
  defaultOpen?: boolean
}) {
  const { t } = useTranslation()
  const { hrefFor, onSwitch } = useLanguageSwitch()
  const active = LANGS.includes(current) ? current : LANGS[0]
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        aria-label={t('language.current', { name: LANGUAGE_NAMES[active] })}
        className="inline-flex items-center gap-2 rounded-md px-2 py-2 text-ink-800 text-sm hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-800"
      >
        <Flag lang={active} />
        <span className="hidden sm:inline">{LANGUAGE_NAMES[active]}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-[160px] rounded-md border border-sand-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-ink-600 text-xs">
            {t('language.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={active}>
            {LANGS.map((lang) => (
              <DropdownMenu.RadioItem key={lang} value={lang} asChild>
                <Link
                  to={hrefFor(lang)}
                  replace
                  lang={lang}
                  hrefLang={lang}
                  onClick={() => {
                    onSwitch(lang)
                    onSwitched?.()
                  }}
                  className="flex items-center gap-3 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-sand-100 data-[state=checked]:font-semibold"
                >
                  <Flag lang={lang} />
                  {LANGUAGE_NAMES[lang]}
                </Link>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
