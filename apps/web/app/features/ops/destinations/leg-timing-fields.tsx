import type { Lang } from '@caravanserai/contracts/languages'
import { LEG_END_KINDS, type LegEndKind } from '@caravanserai/contracts/shipments'
import { Input } from '../../../components/ui/input.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { FieldError } from '../console/field-error.tsx'
import type { LegDraft, LegErrors } from './legs-value.ts'

/**
 * A leg's typical days and the milestone that ends it (docs/decisions/060-shipment-milestones.md):
 * when an operator records that milestone on a shipment, the shipment has completed the leg.
 */
export function LegTimingFields({
  lang,
  id,
  index,
  leg,
  errors,
  disabled,
  onChange,
}: {
  lang: Lang
  id: string
  index: number
  leg: LegDraft
  errors: LegErrors | undefined
  disabled: boolean
  onChange: (change: Partial<Pick<LegDraft, 'days' | 'endsWith'>>) => void
}) {
  const { t } = useTranslation('ops', { keyPrefix: 'destinations.legs' })
  const n = formatNumber(lang, index + 1)
  const daysId = `${id}-days`
  const endsId = `${id}-ends`
  return (
    <div className="flex flex-wrap gap-4">
      <div className="w-48 space-y-1">
        <label htmlFor={daysId} className="block font-semibold text-ink-800 text-sm">
          {t('days', { n })}
        </label>
        <Input
          id={daysId}
          inputMode="numeric"
          value={leg.days}
          disabled={disabled}
          aria-invalid={errors?.days ? true : undefined}
          aria-describedby={errors?.days ? `${daysId}-error` : undefined}
          className="aria-invalid:border-red-700"
          onChange={(event) => onChange({ days: event.target.value })}
        />
        <FieldError id={`${daysId}-error`} text={errors?.days ?? null} />
      </div>
      <div className="min-w-48 flex-1 space-y-1">
        <label htmlFor={endsId} className="block font-semibold text-ink-800 text-sm">
          {t('endsWith', { n })}
        </label>
        <Select
          id={endsId}
          value={leg.endsWith ?? ''}
          disabled={disabled}
          className="max-w-xs"
          aria-invalid={errors?.endsWith ? true : undefined}
          aria-describedby={errors?.endsWith ? `${endsId}-hint ${endsId}-error` : `${endsId}-hint`}
          onChange={(event) =>
            onChange({ endsWith: LEG_END_KINDS.find((kind) => kind === event.target.value) ?? null })
          }
        >
          <option value="">{t('endsWithNone')}</option>
          {LEG_END_KINDS.map((kind: LegEndKind) => (
            <option key={kind} value={kind}>
              {t(`endsWithKind.${kind}`)}
            </option>
          ))}
        </Select>
        <p id={`${endsId}-hint`} className="text-ink-600 text-xs">
          {t('endsWithHint')}
        </p>
        <FieldError id={`${endsId}-error`} text={errors?.endsWith ?? null} />
      </div>
    </div>
  )
}
