import {
  type CreateAddressBody,
  ShippingAddressListSchema,
  ShippingAddressSchema,
  type UpdateAddressBody,
} from '@caravanserai/contracts/addresses'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/**
 * Query keys of the buyer's address book: one list, read by the addresses page, checkout and an
 * offer's acceptance alike, so a saved address is offered everywhere at once. It belongs to one
 * buyer, so the key carries the user id; addresses are shown as written, so no language.
 */
export const shippingAddressKeys = {
  all: ['shipping-addresses'] as const,
  list: (userId: number) => ['shipping-addresses', userId] as const,
}

const ADDRESSES = '/customer/shipping-addresses/'

/** The buyer's addresses, defaults first; read again on every visit to a page that offers them. */
export const shippingAddressesQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: shippingAddressKeys.list(userId),
    queryFn: ({ signal }) => api.get(ADDRESSES, { signal, schema: ShippingAddressListSchema }),
    staleTime: 0,
  })

export const createShippingAddress = (api: ApiClient, body: CreateAddressBody) =>
  api.post(ADDRESSES, body, { schema: ShippingAddressSchema })

export const updateShippingAddress = (api: ApiClient, id: number, body: UpdateAddressBody) =>
  api.patch(`${ADDRESSES}${id}/`, body, { schema: ShippingAddressSchema })

export const deleteShippingAddress = (api: ApiClient, id: number) => api.delete(`${ADDRESSES}${id}/`)
