import { ChevronDown } from 'lucide-react'
import { useClaimWindow } from '../../lib/public-config.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

type Item = { question: string; answer: string }

/**
 * The FAQ (docs/product.md#content-pages): ten questions, one open at a time, each collapsible.
 * Native <details> sharing a `name` gives exactly that without JavaScript, and the answers stay in
 * the HTML for readers and search engines.
 */
export function FaqList() {
  const { t } = useTranslation('pages')
  // Escrow and claims answers say the shop's claim window.
  const { days } = useClaimWindow()
  const items = t('faq.items', { returnObjects: true, days }) as Item[]
  return (
    <div className="divide-y divide-sand-200 overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm">
      {items.map((item) => (
        <details key={item.question} name="faq" className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink-900 hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-teal-800 focus-visible:-outline-offset-2 sm:px-6 [&::-webkit-details-marker]:hidden">
            <h2 className="text-base sm:text-lg">{item.question}</h2>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-teal-800 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <p className="px-5 pb-5 text-ink-800 leading-relaxed sm:px-6">{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
