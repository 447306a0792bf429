import { DetailResponseSchema } from '@caravanserai/contracts/accounts'
import { StaffInviteConfirmBodySchema } from '@caravanserai/contracts/ops-staff'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { translate } from '../../i18n/messages.ts'
import { acceptStaffInvitation } from './staff-invite-accept.ts'

/** Accepting an invitation with its emailed link: public, like the reset link (docs/product.md#staff-and-roles). */
export const staffInviteRoutes: FastifyPluginAsyncZod<{ db: Db; clock: () => Date }> = async (app, deps) => {
  app.post(
    '/accounts/staff-invite/confirm/',
    {
      schema: {
        tags: ['accounts'],
        body: StaffInviteConfirmBodySchema,
        response: { 200: DetailResponseSchema },
      },
    },
    async (request) => {
      if (!(await acceptStaffInvitation(deps, request.body)))
        throw new AppError('staff.inviteLinkInvalid', 400)
      return { detail: translate(request.locale, 'staff.inviteAccepted') }
    },
  )
}
