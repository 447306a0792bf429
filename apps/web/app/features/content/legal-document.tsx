import { useClaimWindow } from '../../lib/public-config.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

type Section = { title: string; paragraphs: string[] }

/**
 * A policy page (docs/product.md#content-pages: privacy in 6 sections, terms in 7): title, date of
 * the version, an introduction, a table of contents and numbered sections with anchors.
 */
export function LegalDocument({ doc, updated }: { doc: 'privacy' | 'terms'; updated: string }) {
  const { t } = useTranslation('pages')
  // The terms' escrow and claims sections say the shop's claim window.
  const { days } = useClaimWindow()
  const sections = t(`${doc}.sections`, { returnObjects: true, days }) as Section[]
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:py-16">
      <header className="space-y-3">
        <h1 className="font-bold text-3xl text-ink-900 sm:text-4xl">{t(`${doc}.title`)}</h1>
        <p className="text-ink-600 text-sm">{t('updated', { date: updated })}</p>
        <p className="text-ink-800 text-lg leading-relaxed">{t(`${doc}.intro`)}</p>
      </header>
      <nav aria-labelledby="legal-contents" className="rounded-xl bg-sand-100 p-5">
        <h2 id="legal-contents" className="font-semibold text-ink-900">
          {t('contents')}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 ps-6 text-teal-800 [&:lang(fa)]:list-[persian]">
          {sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#section-${index + 1}`} className="underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.title}
          id={`section-${index + 1}`}
          aria-labelledby={`section-${index + 1}-title`}
          className="scroll-mt-24 space-y-3"
        >
          <h2 id={`section-${index + 1}-title`} className="font-bold text-ink-900 text-xl">
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-ink-800 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  )
}
