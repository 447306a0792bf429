import type { Lang } from '@caravanserai/contracts/languages'
import {
  type BankAccountBody,
  BankAccountSchema,
  type SellerProfileBody,
  SellerSettingsSchema,
} from '@caravanserai/contracts/ops-seller'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/**
 * Query keys of the settings page, under the console's prefix (keyed by the operator). The
 * seller's details are shown as written, so the keys carry no language.
 */
export const sellerKeys = {
  settings: (userId: number) => ['ops', userId, 'seller'] as const,
}

/** The seller's details (null until filled in), every bank account, and the shop's currency. */
export const sellerSettingsQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: sellerKeys.settings(userId),
    queryFn: ({ signal }) => api.get('/ops/seller/', { schema: SellerSettingsSchema, signal }),
    staleTime: 60_000,
  })

/** Writes the seller every new document names; answers the whole settings. */
export const saveSellerProfile = (api: ApiClient, lang: Lang, body: SellerProfileBody) =>
  api.put('/ops/seller/', body, { schema: SellerSettingsSchema, lang })

/** Creates or replaces the account of `currency` (three capital letters). */
export const saveBankAccount = (api: ApiClient, lang: Lang, currency: string, body: BankAccountBody) =>
  api.put(`/ops/seller/bank-accounts/${currency}/`, body, { schema: BankAccountSchema, lang })

/** Documents already issued keep the account; new quotes in that currency are refused without one. */
export const deleteBankAccount = (api: ApiClient, lang: Lang, currency: string) =>
  api.delete(`/ops/seller/bank-accounts/${currency}/`, { lang })
