import type { Lang } from '@caravanserai/contracts/languages'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { fieldClass } from '../../../components/ui/input.tsx'
import { formatNumber } from '../../../lib/format.ts'
import type { LineToShip } from '../../../lib/units-to-ship.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { FieldError, useFieldText } from '../console/field-error.tsx'
import type { ShipmentFormValues } from './shipment-form-values.ts'

/** The units of each order line that leave in the shipment, with what remains of each beside it. */
export function ShipmentLinesField({
  lang,
  toShip,
  register,
  errors,
}: {
  lang: Lang
  toShip: LineToShip[]
  register: UseFormRegister<ShipmentFormValues>
  errors: FieldErrors<ShipmentFormValues>['lines']
}) {
  const { t } = useTranslation('ops', { keyPrefix: 'shipments.create' })
  const fieldText = useFieldText(lang)
  const n = (value: number) => formatNumber(lang, value)
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-ink-800 text-sm">{t('lines')}</legend>
      <p className="text-ink-600 text-sm">{t('linesHint')}</p>
      <ul className="space-y-2">
        {toShip.map((line, index) => {
          const variation = line.item.product_variation
          const name = [variation.product_name, variation.name].filter(Boolean).join(' — ')
          const id = `ops-shipment-line-${line.item.id}`
          const error = fieldText(
            errors?.[index]?.quantity,
            {
              quantityRange: 'shipments.fields.quantityRange',
              nothingChosen: 'shipments.fields.nothingChosen',
            },
            { max: n(line.remaining) },
          )
          return (
            <li key={line.item.id} className="flex flex-wrap items-start gap-x-3 gap-y-1">
              <div className="min-w-0 flex-1 basis-48">
                <label htmlFor={id} className="block font-semibold text-ink-900 text-sm">
                  {t('quantity', { name })}
                </label>
                <p id={`${id}-left`} className="text-ink-600 text-xs">
                  {t('remaining', { left: n(line.remaining), total: n(line.item.quantity) })}
                </p>
              </div>
              <div className="w-28 space-y-1">
                <input
                  id={id}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-left ${id}-error` : `${id}-left`}
                  className={`${fieldClass} text-end tabular-nums aria-invalid:border-red-700`}
                  {...register(`lines.${index}.quantity`)}
                />
              </div>
              <div className="basis-full">
                <FieldError id={`${id}-error`} text={error} />
              </div>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
