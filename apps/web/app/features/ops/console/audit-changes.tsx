import type { Lang } from '@caravanserai/contracts/languages'
import type { AuditChange, AuditObjectType } from '@caravanserai/contracts/ops-audit'
import { ArrowRight } from 'lucide-react'
import { formatNumber } from '../../../lib/format.ts'
import type { TFunction } from '../../../lib/translator.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { codeLabelOf, type FieldPart, fieldParts } from './audit-fields.ts'
import { shownValue, VALUE_SHOWN_MAX } from './audit-values.ts'

type ValueProps = { lang: Lang; objectType: AuditObjectType; field: string; value: unknown }

function Value({ lang, objectType, field, value }: ValueProps) {
  const { t } = useTranslation('audit')
  const code = codeLabelOf(objectType, field, value)
  if (code) return <span>{t(code.key, { ns: code.ns })}</span>
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

function partText(t: TFunction, lang: Lang, part: FieldPart): string {
  switch (part.kind) {
    case 'field':
      return t(`fields.${part.name}`)
    case 'item': {
      const ref =
        typeof part.ref === 'number' ? formatNumber(lang, part.ref, { useGrouping: false }) : part.ref
      return t(`items.${part.name}`, { ref })
    }
    case 'language':
      return t(`languages.${part.locale}`, { ns: 'ops' })
    case 'check':
      return t(`suppliers.kind.${part.check}`, { ns: 'ops' })
    case 'raw':
      return part.text
  }
}

/**
 * An audit event's changed fields (docs/product.md#audit-trail): each field named in words
 * ("Variation 1 · Price"), its value before and after in the page's language, statuses and roles
 * as the console's badges say them; the action alone when nothing is listed.
 */
export function AuditChanges({
  lang,
  objectType,
  changes,
}: {
  lang: Lang
  objectType: AuditObjectType
  changes: Record<string, AuditChange>
}) {
  const { t } = useTranslation('audit')
  const fields = Object.entries(changes)
  if (fields.length === 0) return null
  return (
    <dl aria-label={t('changes.label')} className="space-y-1 text-sm">
      {fields.map(([field, change]) => (
        <div key={field} className="grid min-w-0 gap-x-2 sm:grid-cols-[minmax(8rem,auto)_1fr]">
          <dt className="break-words text-start text-ink-700 text-xs sm:pt-0.5">
            {fieldParts(field)
              .map((part) => partText(t, lang, part))
              .join(' · ')}
          </dt>
          <dd className="flex min-w-0 flex-wrap items-start gap-x-2">
            <span className="sr-only">{t('changes.before')}</span>
            <Value lang={lang} objectType={objectType} field={field} value={change.before} />
            <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-600 rtl:rotate-180" />
            <span className="sr-only">{t('changes.after')}</span>
            <Value lang={lang} objectType={objectType} field={field} value={change.after} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
