import {
  BankAccountBodySchema,
  BankAccountSchema,
  CurrencyParamsSchema,
  SellerProfileBodySchema,
  SellerSettingsSchema,
  SHOP_CURRENCY,
} from '@caravanserai/contracts/ops-seller'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import {
  deleteBankAccount,
  getBankAccount,
  getSellerProfile,
  listBankAccounts,
  saveBankAccount,
  saveSellerProfile,
} from './seller-queries.ts'

const tags = ['ops']

/** The seller's details and bank accounts (docs/product.md#seller-and-bank-details). */
export const opsSellerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const settings = async () => ({
    profile: await getSellerProfile(db),
    bank_accounts: await listBankAccounts(db),
    currency: SHOP_CURRENCY,
  })

  app.get('/ops/seller/', { schema: { tags, response: { 200: SellerSettingsSchema } } }, settings)

  app.put(
    '/ops/seller/',
    { schema: { tags, body: SellerProfileBodySchema, response: { 200: SellerSettingsSchema } } },
    async (request) => {
      await saveSellerProfile(db, request.body, staffOf(request))
      return settings()
    },
  )

  app.put(
    '/ops/seller/bank-accounts/:currency/',
    {
      schema: {
        tags,
        params: CurrencyParamsSchema,
        body: BankAccountBodySchema,
        response: { 200: BankAccountSchema },
      },
    },
    async (request) => {
      await saveBankAccount(db, request.params.currency, request.body, staffOf(request))
      return (await getBankAccount(db, request.params.currency))!
    },
  )

  app.delete(
    '/ops/seller/bank-accounts/:currency/',
    { schema: { tags, params: CurrencyParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!(await deleteBankAccount(db, request.params.currency, staffOf(request))))
        throw new AppError('errors.notFound', 404)
      return reply.code(204).send(null)
    },
  )
}
