import {
  RATES_CSV_MAX_BYTES,
  RateBodySchema,
  RateEntrySchema,
  RateHistoryQuerySchema,
  RateHistoryResponseSchema,
  RatesUploadResponseSchema,
  SettlementCurrenciesResponseSchema,
} from '@caravanserai/contracts/ops-currencies'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { paged } from '../../pagination.ts'
import { acceptMultipart, readOneFile, type UploadMessages } from '../../plugins/multipart-file.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import { addRates, dayOf, listRateHistory } from './currency-rates.ts'
import { readRatesCsv } from './rates-csv.ts'
import { settlementCurrenciesOn } from './settlement-currencies.ts'

const tags = ['ops']

const RATES_UPLOAD: UploadMessages = {
  tooLarge: 'currencies.csvTooLarge',
  notMultipart: 'currencies.csvNotMultipart',
  missingFile: 'currencies.csvMissingFile',
  oneFile: 'currencies.csvOneFile',
  malformed: 'currencies.csvMalformed',
}

/**
 * Exchange rates for operators (docs/decisions/045-currencies.md): the history, one rate entered,
 * or a CSV of them, every one kept and written in the audit trail.
 */
export const opsCurrenciesRoutes: FastifyPluginAsyncZod<{ db: Db; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/ops/currencies/rates/',
    { schema: { tags, querystring: RateHistoryQuerySchema, response: { 200: RateHistoryResponseSchema } } },
    async (request) => {
      const { page, page_size: pageSize } = request.query
      return paged(request, page, pageSize, await listRateHistory(db, request.query))
    },
  )

  // What a quote may be settled in today (docs/decisions/046-settlement-currency.md).
  app.get(
    '/ops/currencies/settlement/',
    { schema: { tags, response: { 200: SettlementCurrenciesResponseSchema } } },
    async () => ({ currencies: await settlementCurrenciesOn(db, dayOf(clock())) }),
  )

  app.post(
    '/ops/currencies/rates/',
    { schema: { tags, body: RateBodySchema, response: { 201: RateEntrySchema } } },
    async (request, reply) => {
      const now = clock()
      const { currency, units_per_usd, effective_on = dayOf(now) } = request.body
      const [created] = await addRates(db, [{ currency, units_per_usd, effective_on }], staffOf(request), now)
      return reply.code(201).send(created!)
    },
  )

  // Multipart bodies are accepted by this route alone; every other route keeps to JSON.
  await app.register(async (uploads) => {
    await acceptMultipart(uploads)
    uploads.post(
      '/ops/currencies/rates/upload/',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 201: RatesUploadResponseSchema },
        },
      },
      async (request, reply) => {
        const { content } = await readOneFile(request, RATES_CSV_MAX_BYTES, RATES_UPLOAD)
        const created = await addRates(db, readRatesCsv(content), staffOf(request), clock())
        return reply.code(201).send({ created })
      },
    )
  })
}
