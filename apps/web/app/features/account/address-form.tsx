import {
  ADDRESS_LIMITS,
  type CreateAddressBody,
  CreateAddressBodySchema,
  type ShippingAddress,
  type UpdateAddressBody,
  UpdateAddressBodySchema,
} from '@caravanserai/contracts/addresses'
import { zodResolver } from '@hookform/resolvers/zod'
import { AlertCircle } from 'lucide-react'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Checkbox } from '../../components/ui/checkbox.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Select } from '../../components/ui/select.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { fieldMessage, formMessages, mapFieldErrors } from '../../lib/form-errors.ts'
import { formatNumber } from '../../lib/format.ts'
import { notify } from '../../lib/notify.ts'
import { useLang } from '../../lib/use-lang.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { useAddressMutations } from './address-mutations.ts'
import {
  type AddressFormValues,
  type AddressTextField,
  addressToValues,
  EMPTY_ADDRESS,
  requiredAddressFields,
} from './address-values.ts'
import { changedFields } from './changed-fields.ts'

const FIELD_NAMES = Object.keys(EMPTY_ADDRESS) as (keyof AddressFormValues)[]
const REQUIRED = requiredAddressFields()

type Field = { name: AddressTextField; type?: 'email' | 'tel'; autoComplete: string; ltr?: boolean }
const ROWS: Field[][] = [
  [
    { name: 'full_name', autoComplete: 'name' },
    { name: 'company_name', autoComplete: 'organization' },
  ],
  [
    { name: 'email_address', type: 'email', autoComplete: 'email', ltr: true },
    { name: 'phone_number', type: 'tel', autoComplete: 'tel', ltr: true },
  ],
  [{ name: 'address', autoComplete: 'address-line1' }],
  [{ name: 'address_2', autoComplete: 'address-line2' }],
  [
    { name: 'city', autoComplete: 'address-level2' },
    { name: 'state', autoComplete: 'address-level1' },
  ],
  [
    { name: 'zip_code', autoComplete: 'postal-code', ltr: true },
    { name: 'country', autoComplete: 'country-name' },
  ],
]

/**
 * Add or edit one address (docs/product.md#addresses): the contract checks the fields before
 * anything is sent, each required one with its own message key, the API checks them again, and its
 * per-field messages land under their fields.
 */
export function AddressForm({
  userId,
  address,
  onSaved,
  onCancel,
}: {
  userId: number
  address?: ShippingAddress
  onSaved: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('account')
  const lang = useLang()
  const { create, update } = useAddressMutations(userId)
  const [problem, setProblem] = useState<{ title: string; text: string | null } | null>(null)
  const form = useForm<AddressFormValues, unknown, UpdateAddressBody>({
    // The create schema's output (every required field present) is one of the update schema's.
    resolver: zodResolver(address ? UpdateAddressBodySchema : CreateAddressBodySchema) as unknown as Resolver<
      AddressFormValues,
      unknown,
      UpdateAddressBody
    >,
    defaultValues: address ? addressToValues(address) : EMPTY_ADDRESS,
    mode: 'onTouched',
  })
  const { errors, isSubmitting } = form.formState

  async function save(body: UpdateAddressBody) {
    setProblem(null)
    try {
      if (address) {
        const changes = changedFields(body, address)
        if (changes) {
          await update.mutateAsync({ id: address.id, body: changes })
          notify.success(t('addresses.updated'))
        }
      } else {
        await create.mutateAsync(body as CreateAddressBody)
        notify.success(t('addresses.added'))
      }
      onSaved()
    } catch (error) {
      mapFieldErrors(form, error, FIELD_NAMES)
      setProblem({
        title: t(address ? 'addresses.updateFailed' : 'addresses.addFailed'),
        text: formMessages(error, FIELD_NAMES).join(' ') || null,
      })
    }
  }

  const field = ({ name, type, autoComplete, ltr }: Field) => {
    const required = REQUIRED.has(name)
    return (
      <FormField
        key={name}
        name={name}
        label={t(`addresses.fields.${name}`)}
        hint={required ? undefined : t('form.optional')}
        required={required}
        type={type}
        autoComplete={autoComplete}
        dir={ltr ? 'ltr' : undefined}
        registration={form.register(name)}
        error={fieldMessage(t, errors[name], formatNumber(lang, ADDRESS_LIMITS[name]))}
      />
    )
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(save, () => setProblem({ title: t('form.invalid'), text: null }))}
      className="space-y-5"
    >
      {problem ? (
        <Alert title={problem.title} icon={<AlertCircle aria-hidden="true" className="size-5 shrink-0" />}>
          {problem.text ? <p>{problem.text}</p> : null}
        </Alert>
      ) : null}
      {ROWS.map((row) => (
        <div key={row[0]!.name} className={row.length > 1 ? 'grid gap-5 sm:grid-cols-2' : ''}>
          {row.map(field)}
        </div>
      ))}
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor="field-address_type" className="block font-semibold text-ink-800 text-sm">
            {t('addresses.fields.address_type')}
          </label>
          <Select id="field-address_type" {...form.register('address_type')}>
            <option value="shipping">{t('addresses.type.shipping')}</option>
            <option value="billing">{t('addresses.type.billing')}</option>
          </Select>
        </div>
        <fieldset className="space-y-2">
          <legend className="mb-1.5 font-semibold text-ink-800 text-sm">{t('addresses.defaults')}</legend>
          <Checkbox
            label={t('addresses.fields.is_default_shipping')}
            {...form.register('is_default_shipping')}
          />
          <Checkbox
            label={t('addresses.fields.is_default_billing')}
            {...form.register('is_default_billing')}
          />
        </fieldset>
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-sand-200 border-t pt-5">
        <Button variant="outline" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4" /> : null}
          {isSubmitting ? t('form.saving') : t(address ? 'addresses.saveChanges' : 'addresses.save')}
        </Button>
      </div>
    </form>
  )
}
