import { CurrenciesResponseSchema } from '@caravanserai/contracts/currencies'
import { BASE_CURRENCY, CURRENCIES, MINOR_UNITS } from '@caravanserai/contracts/currency-rules'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { dayOf, ratesOn } from './currency-rates.ts'

/**
 * GET /currencies/ (docs/decisions/045-currencies.md): the shop's currencies with their minor
 * units and the rate in force today, null for one without a rate yet. Eight rows whatever the
 * history holds; cached by browsers and the balancer for a minute, as catalogue reads are.
 */
export const currenciesRoutes: FastifyPluginAsyncZod<{ db: Db; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/currencies/',
    {
      config: { publicCache: true },
      schema: { tags: ['catalogue'], response: { 200: CurrenciesResponseSchema } },
    },
    async () => {
      const rates = await ratesOn(db, dayOf(clock()))
      return {
        base: BASE_CURRENCY,
        currencies: CURRENCIES.map((code) => ({
          code,
          minor_units: MINOR_UNITS[code],
          rate: rates.get(code) ?? null,
        })),
      }
    },
  )
}
