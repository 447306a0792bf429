import { z } from 'zod'

export const ADDRESS_TYPES = ['shipping', 'billing'] as const
export const AddressTypeSchema = z.enum(ADDRESS_TYPES)
export type AddressType = z.infer<typeof AddressTypeSchema>

/** A buyer keeps at most this many addresses. */
export const MAX_ADDRESSES = 50

/** Each required field has its own message key; blank and missing both give it. */
const required = /* @__NO_SIDE_EFFECTS__ */ (key: string, max: number) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? key : undefined) })
    .trim()
    .min(1, { error: key, abort: true })
    .max(max)
const optional = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((s) => s || null)

/** A simple {text}@{text}.{text} pattern; the message is a key the API and web translate. */
export const ADDRESS_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Longest accepted text per field; the storefront's form names them in its messages. */
export const ADDRESS_LIMITS = {
  full_name: 200,
  email_address: 254,
  phone_number: 40,
  company_name: 200,
  address: 500,
  address_2: 500,
  country: 100,
  zip_code: 20,
  city: 100,
  state: 100,
} as const

// A builder of its own rather than required(…).regex(…) inline: a method called on a call's result
// at module level would keep these schemas, and zod, in every page that imports a constant here.
const emailAddress = /* @__NO_SIDE_EFFECTS__ */ () =>
  required('addresses.emailRequired', ADDRESS_LIMITS.email_address).regex(
    ADDRESS_EMAIL_PATTERN,
    'validation.invalidEmail',
  )

const fields = {
  full_name: required('addresses.fullNameRequired', ADDRESS_LIMITS.full_name),
  email_address: emailAddress(),
  phone_number: required('addresses.phoneRequired', ADDRESS_LIMITS.phone_number),
  company_name: optional(ADDRESS_LIMITS.company_name),
  address: required('addresses.addressRequired', ADDRESS_LIMITS.address),
  address_2: optional(ADDRESS_LIMITS.address_2),
  country: required('addresses.countryRequired', ADDRESS_LIMITS.country),
  zip_code: required('addresses.zipCodeRequired', ADDRESS_LIMITS.zip_code),
  city: optional(ADDRESS_LIMITS.city),
  state: optional(ADDRESS_LIMITS.state),
  address_type: AddressTypeSchema,
  is_default_shipping: z.boolean(),
  is_default_billing: z.boolean(),
}

/** POST /customer/shipping-addresses/: the required fields (docs/product.md#addresses); the rest optional. */
export const CreateAddressBodySchema = z
  .object({
    ...fields,
    address_type: fields.address_type.default('shipping'),
    is_default_shipping: fields.is_default_shipping.default(false),
    is_default_billing: fields.is_default_billing.default(false),
  })
  .strict()
export type CreateAddressBody = z.infer<typeof CreateAddressBodySchema>
export type CreateAddressInput = z.input<typeof CreateAddressBodySchema>

/** PATCH /customer/shipping-addresses/{id}/ (added): any subset; only what is sent changes. */
export const UpdateAddressBodySchema = z
  .object({
    full_name: fields.full_name.optional(),
    email_address: fields.email_address.optional(),
    phone_number: fields.phone_number.optional(),
    company_name: fields.company_name.optional(),
    address: fields.address.optional(),
    address_2: fields.address_2.optional(),
    country: fields.country.optional(),
    zip_code: fields.zip_code.optional(),
    city: fields.city.optional(),
    state: fields.state.optional(),
    address_type: fields.address_type.optional(),
    is_default_shipping: fields.is_default_shipping.optional(),
    is_default_billing: fields.is_default_billing.optional(),
  })
  .strict()
export type UpdateAddressBody = z.infer<typeof UpdateAddressBodySchema>
export type UpdateAddressInput = z.input<typeof UpdateAddressBodySchema>

export const ShippingAddressSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email_address: z.string(),
  phone_number: z.string(),
  company_name: z.string().nullable(),
  address: z.string(),
  address_2: z.string().nullable(),
  country: z.string(),
  zip_code: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  address_type: AddressTypeSchema,
  is_default_shipping: z.boolean(),
  is_default_billing: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>
/** GET /customer/shipping-addresses/: the address book, defaults first. */
export const ShippingAddressListSchema = z.array(ShippingAddressSchema)
