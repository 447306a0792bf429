import type { CreateAddressBody, ShippingAddress, UpdateAddressBody } from '@caravanserai/contracts/addresses'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../lib/api.tsx'
import { accountKeys } from './account-queries.ts'

const PATH = '/customer/shipping-addresses/'

/**
 * The address book's writes (stored for real). Each waits for the list to be read again before it
 * settles, so a busy button stays busy until the cards show the result (a new default takes the
 * flag off another card on the server).
 */
export function useAddressMutations(userId: number) {
  const api = useApi()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses(userId) })

  const create = useMutation({
    mutationFn: (body: CreateAddressBody) => api.post<ShippingAddress>(PATH, body),
    onSuccess: refresh,
  })
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAddressBody }) =>
      api.patch<ShippingAddress>(`${PATH}${id}/`, body),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`${PATH}${id}/`),
    onSuccess: refresh,
  })
  return { create, update, remove }
}
