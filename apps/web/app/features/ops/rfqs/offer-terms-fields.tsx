import { INCOTERMS } from '@caravanserai/contracts/documents'
import type { OfferBody } from '@caravanserai/contracts/ops-rfqs'
import type { UseFormReturn } from 'react-hook-form'
import { fieldClass } from '../../../components/ui/input.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'
import type { OFFER_FIELDS, OfferInput } from './offer-form-values.ts'
import { RfqField } from './rfq-field.tsx'

/**
 * The offer's delivery terms: the Incoterm, the named place (the request's `destination` when
 * left blank) and the last day the buyer may accept it.
 */
export function OfferTermsFields({
  form,
  today,
  destination,
  error,
}: {
  form: UseFormReturn<OfferInput, unknown, OfferBody>
  today: string
  destination: string
  error: (field: (typeof OFFER_FIELDS)[number]) => string | null
}) {
  const { t } = useTranslation('rfqs')
  return (
    <fieldset className="space-y-4 rounded-md bg-sand-50 p-4 ring-1 ring-sand-200">
      <legend className="float-start mb-1 w-full font-semibold text-ink-900 text-sm">
        {t('ops.offer.terms')}
      </legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">
        <RfqField id="ops-offer-incoterm" label={t('ops.offer.incoterm')} error={error('incoterm')}>
          {(props) => (
            <Select {...props} {...form.register('incoterm')}>
              {INCOTERMS.map((code) => (
                <option key={code} value={code}>
                  {`${code} — ${t(`incoterms.${code}`)}`}
                </option>
              ))}
            </Select>
          )}
        </RfqField>
        <RfqField
          id="ops-offer-place"
          label={t('ops.offer.place')}
          hint={t('ops.offer.placeHint')}
          error={error('incoterm_place')}
        >
          {(props) => (
            <input
              type="text"
              autoComplete="off"
              placeholder={destination}
              className={`${fieldClass} aria-invalid:border-red-700`}
              {...props}
              {...form.register('incoterm_place')}
            />
          )}
        </RfqField>
      </div>
      <RfqField id="ops-offer-valid" label={t('ops.offer.validUntil')} error={error('valid_until')}>
        {(props) => (
          <input
            type="date"
            min={today}
            required
            className={`${fieldClass} max-w-xs aria-invalid:border-red-700`}
            {...props}
            {...form.register('valid_until')}
          />
        )}
      </RfqField>
    </fieldset>
  )
}
