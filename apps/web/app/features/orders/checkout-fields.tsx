import type { ShippingAddress } from '@caravanserai/contracts/addresses'
import type { Lang } from '@caravanserai/contracts/languages'
import {
  CUSTOMER_NOTES_MAX,
  type RequestShippingBody,
  type RequestShippingBodySchema,
} from '@caravanserai/contracts/orders'
import { MapPin } from 'lucide-react'
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import type { z } from 'zod'
import type { Destination } from '../../api/destinations.ts'
import { LeadTime } from '../../components/lead-time.tsx'
import { Select } from '../../components/ui/select.tsx'
import { fieldMessage } from '../../lib/form-errors.ts'
import { formatNumber } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

export type CheckoutInput = z.input<typeof RequestShippingBodySchema>

type Props = {
  lang: Lang
  form: UseFormReturn<CheckoutInput, unknown, RequestShippingBody>
  destinations: Destination[]
  addresses: ShippingAddress[]
  disabled: boolean
}

const section = 'space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-200'
const heading = 'font-bold text-ink-900 text-lg'

export function addressLine(a: ShippingAddress): string {
  return [a.full_name, a.company_name, a.address, a.city, a.country].filter(Boolean).join(', ')
}

/**
 * The checkout's fields: where the goods go (destination, with its typical days door to door, and
 * saved address) and notes for the team.
 */
export function CheckoutFields({ lang, form, destinations, addresses, disabled }: Props) {
  const { t } = useTranslation('orders')
  const { errors } = form.formState
  const notes = useWatch({ control: form.control, name: 'customer_notes' }) ?? ''
  const destinationError = errors.shipping_destination
    ? errors.shipping_destination.type === 'server'
      ? (errors.shipping_destination.message ?? '')
      : t('checkout.destinationRequired')
    : null
  const notesError = fieldMessage(t, errors.customer_notes, formatNumber(lang, CUSTOMER_NOTES_MAX))
  return (
    <fieldset disabled={disabled} className="space-y-6">
      <Controller
        control={form.control}
        name="shipping_destination"
        render={({ field }) => (
          <fieldset
            className={section}
            aria-describedby={destinationError ? 'destination-error' : undefined}
            aria-invalid={destinationError ? true : undefined}
          >
            <legend className={`${heading} float-start mb-4 w-full`}>{t('checkout.destination')}</legend>
            <div className="clear-both grid gap-3 sm:grid-cols-2">
              {destinations.map((destination) => (
                <label
                  key={destination.id}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-sand-300 p-3 has-checked:border-teal-800 has-checked:bg-teal-50 has-focus-visible:outline-2 has-focus-visible:outline-teal-700"
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={destination.id}
                    checked={field.value === destination.id}
                    onChange={() => field.onChange(destination.id)}
                    onBlur={field.onBlur}
                    ref={field.value === destination.id ? field.ref : undefined}
                    className="size-4 accent-teal-800"
                  />
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-teal-800" />
                  <span className="font-semibold text-ink-900">{destination.name}</span>
                </label>
              ))}
            </div>
            <div aria-live="polite">
              <LeadTime
                lang={lang}
                days={destinations.find((d) => d.id === field.value)?.lead_days ?? null}
              />
            </div>
            {destinationError ? (
              <p id="destination-error" className="text-red-800 text-sm">
                {destinationError}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <section aria-labelledby="checkout-address" className={section}>
        <h2 id="checkout-address" className={heading}>
          {t('checkout.address')}
        </h2>
        {addresses.length === 0 ? (
          <p className="text-ink-700 text-sm leading-relaxed">
            {t('checkout.noAddress')}{' '}
            <Link to={localizedPath('/addresses', lang)} className="font-semibold text-teal-800 underline">
              {t('checkout.addAddress')}
            </Link>
          </p>
        ) : (
          <Controller
            control={form.control}
            name="shipping_address"
            render={({ field, fieldState }) => (
              <div className="space-y-1.5">
                <label htmlFor="checkout-address-choice" className="block font-semibold text-ink-800 text-sm">
                  {t('checkout.addressChoice')}
                </label>
                <Select
                  id="checkout-address-choice"
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                  onBlur={field.onBlur}
                  aria-invalid={fieldState.error ? true : undefined}
                >
                  {addresses.map((address) => (
                    <option key={address.id} value={address.id}>
                      {addressLine(address)}
                    </option>
                  ))}
                </Select>
                {fieldState.error ? <p className="text-red-800 text-sm">{fieldState.error.message}</p> : null}
                <Link
                  to={localizedPath('/addresses', lang)}
                  className="inline-block font-semibold text-sm text-teal-800 underline"
                >
                  {t('checkout.manageAddresses')}
                </Link>
              </div>
            )}
          />
        )}
      </section>
      <section className={section}>
        <div className="space-y-1.5">
          <label htmlFor="checkout-notes" className={`${heading} block`}>
            {t('checkout.notes')}
            <span className="ms-1 font-normal text-ink-600 text-sm">({t('checkout.optional')})</span>
          </label>
          <p id="checkout-notes-hint" className="text-ink-600 text-sm">
            {t('checkout.notesHint')}
          </p>
          <textarea
            id="checkout-notes"
            rows={4}
            maxLength={CUSTOMER_NOTES_MAX}
            aria-invalid={notesError ? true : undefined}
            aria-describedby={`checkout-notes-hint checkout-notes-count${notesError ? ' checkout-notes-error' : ''}`}
            className="block w-full rounded-md border border-sand-300 bg-white px-3 py-2.5 text-ink-900 shadow-sm focus:border-teal-800 focus:outline-2 focus:outline-teal-800/30 aria-invalid:border-red-700"
            {...form.register('customer_notes')}
          />
          <p id="checkout-notes-count" className="text-end text-ink-600 text-xs">
            {t('checkout.notesCount', {
              used: formatNumber(lang, notes.length),
              max: formatNumber(lang, CUSTOMER_NOTES_MAX),
            })}
          </p>
          {notesError ? (
            <p id="checkout-notes-error" className="text-red-800 text-sm">
              {notesError}
            </p>
          ) : null}
        </div>
      </section>
    </fieldset>
  )
}
