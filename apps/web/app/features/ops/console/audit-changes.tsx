import type { Lang } from '@caravanserai/contracts/languages'
import type { AuditChange } from '@caravanserai/contracts/ops-audit'
import { ArrowRight } from 'lucide-react'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { shownValue, VALUE_SHOWN_MAX } from './audit-values.ts'

function Value({ lang, field, value }: { lang: Lang; field: string; value: unknown }) {
  const { t } = useTranslation('audit')
  const shown = shownValue(lang, field, value)
  if (shown.kind === 'empty') return <span className="text-ink-600">{t('changes.empty')}</span>
  if (shown.kind === 'boolean') return <span>{shown.value ? t('changes.yes') : t('changes.no')}</span>
  const dir = shown.ltr ? 'ltr' : 'auto'
  if (!shown.long)
    return (
      <span dir={dir} className="break-words">
        {shown.text}
      </span>
    )
  return (
    <details className="min-w-0">
      <summary dir={dir} className="cursor-pointer break-words">
        {shown.text.slice(0, VALUE_SHOWN_MAX)}…{' '}
        <span className="text-teal-800 underline">{t('changes.more')}</span>
      </summary>
      <p dir={dir} className="mt-1 whitespace-pre-wrap break-words rounded bg-sand-50 p-2 text-xs">
        {shown.text}
      </p>
    </details>
  )
}

/**
 * An audit event's changed fields (docs/product.md#audit-trail): each field's path, its value
 * before and after, readable in the page's language; the action alone when nothing is listed.
 */
export function AuditChanges({ lang, changes }: { lang: Lang; changes: Record<string, AuditChange> }) {
  const { t } = useTranslation('audit')
  const fields = Object.entries(changes)
  if (fields.length === 0) return null
  return (
    <dl aria-label={t('changes.label')} className="space-y-1 text-sm">
      {fields.map(([field, change]) => (
        <div key={field} className="grid min-w-0 gap-x-2 sm:grid-cols-[minmax(8rem,auto)_1fr]">
          <dt dir="ltr" className="break-all text-start font-mono text-ink-700 text-xs sm:pt-0.5">
            {field}
          </dt>
          <dd className="flex min-w-0 flex-wrap items-start gap-x-2">
            <span className="sr-only">{t('changes.before')}</span>
            <Value lang={lang} field={field} value={change.before} />
            <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-600 rtl:rotate-180" />
            <span className="sr-only">{t('changes.after')}</span>
            <Value lang={lang} field={field} value={change.after} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
