import type { CreateAddressBody, UpdateAddressBody } from '@caravanserai/contracts/addresses'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../lib/api.tsx'
import { accountKeys, createAddress, deleteAddress, updateAddress } from './account-api.ts'

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
    mutationFn: (body: CreateAddressBody) => createAddress(api, body),
    onSuccess: refresh,
  })
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAddressBody }) => updateAddress(api, id, body),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: (id: number) => deleteAddress(api, id),
    onSuccess: refresh,
  })
  return { create, update, remove }
}
