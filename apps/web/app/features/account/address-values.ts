import {
  type AddressType,
  CreateAddressBodySchema,
  type ShippingAddress,
} from '@caravanserai/contracts/addresses'

/** What the address form holds: every text as a string (blank for an absent optional field). */
export type AddressFormValues = {
  full_name: string
  email_address: string
  phone_number: string
  company_name: string
  address: string
  address_2: string
  city: string
  state: string
  country: string
  zip_code: string
  address_type: AddressType
  is_default_shipping: boolean
  is_default_billing: boolean
}

export type AddressTextField = Exclude<
  keyof AddressFormValues,
  'address_type' | 'is_default_shipping' | 'is_default_billing'
>

/** The fields the contract requires (those it refuses to see left out): the form marks them. */
export function requiredAddressFields(): Set<string> {
  return new Set(
    Object.entries(CreateAddressBodySchema.shape)
      .filter(([, schema]) => !schema.safeParse(undefined).success)
      .map(([name]) => name),
  )
}

export const EMPTY_ADDRESS: AddressFormValues = {
  full_name: '',
  email_address: '',
  phone_number: '',
  company_name: '',
  address: '',
  address_2: '',
  city: '',
  state: '',
  country: '',
  zip_code: '',
  address_type: 'shipping',
  is_default_shipping: false,
  is_default_billing: false,
}

/** A saved address as the form starts with it when editing. */
export function addressToValues(address: ShippingAddress): AddressFormValues {
  return {
    full_name: address.full_name,
    email_address: address.email_address,
    phone_number: address.phone_number,
    company_name: address.company_name ?? '',
    address: address.address,
    address_2: address.address_2 ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    country: address.country,
    zip_code: address.zip_code,
    address_type: address.address_type,
    is_default_shipping: address.is_default_shipping,
    is_default_billing: address.is_default_billing,
  }
}

/** The postal lines of a card, blank parts left out: street, street 2, city/state/zip, country. */
export function addressLines(address: ShippingAddress): string[] {
  const locality = [address.city, address.state, address.zip_code].filter(Boolean).join(', ')
  return [address.address, address.address_2 ?? '', locality, address.country].filter(Boolean)
}
