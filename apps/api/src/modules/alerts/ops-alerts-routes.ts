import {
  AlertSettingsBodySchema,
  AlertSettingsSchema,
  WaitingNowSchema,
} from '@caravanserai/contracts/ops-alerts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import { readAlertChoices, saveAlertChoices } from './alert-settings.ts'
import { waitingNow } from './waiting-now.ts'

const tags = ['ops']

/**
 * The signed-in staff member's own alerts (docs/product.md#staff-alerts): how they hear of each
 * kind, and what waits for the operators now. Each person reads and writes only their own.
 */
export const opsAlertsRoutes: FastifyPluginAsyncZod<{ db: Db; digestHour: number }> = async (
  app,
  { db, digestHour },
) => {
  const settings = async (userId: number) => ({
    alerts: await readAlertChoices(db, userId),
    digest_hour: digestHour,
  })

  app.get('/ops/me/alerts/', { schema: { tags, response: { 200: AlertSettingsSchema } } }, async (request) =>
    settings(staffOf(request).id),
  )

  app.put(
    '/ops/me/alerts/',
    { schema: { tags, body: AlertSettingsBodySchema, response: { 200: AlertSettingsSchema } } },
    async (request) => {
      const { id } = staffOf(request)
      await saveAlertChoices(db, id, request.body.alerts)
      return settings(id)
    },
  )

  app.get('/ops/me/waiting/', { schema: { tags, response: { 200: WaitingNowSchema } } }, async (request) =>
    waitingNow(db, staffOf(request).id),
  )
}
