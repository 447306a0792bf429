import type { CreateAddressBody, UpdateAddressBody } from '@caravanserai/contracts/addresses'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  createShippingAddress,
  deleteShippingAddress,
  shippingAddressKeys,
  updateShippingAddress,
} from '../../api/shipping-addresses.ts'
import { useApi } from '../../lib/api.tsx'

/**
 * The address book's writes (stored for real). Each waits for the list to be read again before it
 * settles, so a busy button stays busy until the cards show the result (a new default takes the
 * flag off another card on the server); checkout and an offer's acceptance read the same list.
 */
export function useAddressMutations(userId: number) {
  const api = useApi()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: shippingAddressKeys.list(userId) })

  const create = useMutation({
    mutationFn: (body: CreateAddressBody) => createShippingAddress(api, body),
    onSuccess: refresh,
  })
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAddressBody }) =>
      updateShippingAddress(api, id, body),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: (id: number) => deleteShippingAddress(api, id),
    onSuccess: refresh,
  })
  return { create, update, remove }
}
