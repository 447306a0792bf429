import type { Lang } from '@caravanserai/contracts/languages'
import type { OfferBody } from '@caravanserai/contracts/ops-rfqs'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { fieldClass } from '../../../components/ui/input.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { useCountryOptions } from '../console/country-options.ts'
import type { OFFER_FIELDS, OfferInput } from './offer-form-values.ts'
import { RfqField } from './rfq-field.tsx'

const WEIGHTS = [
  ['net_weight_kg', 'netWeight'],
  ['gross_weight_kg', 'grossWeight'],
] as const

/**
 * The offer's customs facts, per unit offered: the HS code, the country of origin and the net
 * and gross weights, which the order's commercial invoice and packing list print. Required for
 * a free-text request (`required`); for a catalogue product they come from the variation chosen,
 * and a blank one is the product's.
 */
export function OfferCustomsFields({
  lang,
  form,
  required,
  error,
}: {
  lang: Lang
  form: UseFormReturn<OfferInput, unknown, OfferBody>
  required: boolean
  error: (field: (typeof OFFER_FIELDS)[number]) => string | null
}) {
  const { t } = useTranslation('rfqs')
  const origin = useWatch({ control: form.control, name: 'origin_country' })
  const countries = useCountryOptions(lang, origin)
  const numberClass = `${fieldClass} text-end tabular-nums aria-invalid:border-red-700`
  return (
    <fieldset className="space-y-4 rounded-md bg-sand-50 p-4 ring-1 ring-sand-200">
      <legend className="float-start mb-1 w-full font-semibold text-ink-900 text-sm">
        {t('ops.offer.customs')}
      </legend>
      <p className="clear-both text-ink-600 text-sm">
        {t(required ? 'ops.offer.customsRequired' : 'ops.offer.customsFromVariation')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <RfqField id="ops-offer-hs-code" label={t('ops:products.customs.hsCode')} error={error('hs_code')}>
          {(props) => (
            <input
              type="text"
              autoComplete="off"
              dir="ltr"
              aria-required={required || undefined}
              className={numberClass}
              {...props}
              {...form.register('hs_code')}
            />
          )}
        </RfqField>
        <RfqField
          id="ops-offer-origin"
          label={t('ops:products.customs.origin')}
          error={error('origin_country')}
        >
          {(props) => (
            <Select {...props} aria-required={required || undefined} {...form.register('origin_country')}>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </Select>
          )}
        </RfqField>
        {WEIGHTS.map(([name, label]) => (
          <RfqField
            key={name}
            id={`ops-offer-${name}`}
            label={t(`ops:products.variations.${label}`)}
            hint={t('ops.offer.kilograms')}
            error={error(name)}
          >
            {(props) => (
              <input
                type="text"
                inputMode="decimal"
                autoComplete="off"
                dir="ltr"
                aria-required={required || undefined}
                className={numberClass}
                {...props}
                {...form.register(name)}
              />
            )}
          </RfqField>
        ))}
      </div>
    </fieldset>
  )
}
