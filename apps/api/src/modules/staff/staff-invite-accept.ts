import type { StaffInviteConfirmBody } from '@caravanserai/contracts/ops-staff'
import { eq } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { requireGoodPassword } from '../accounts/accounts-service.ts'
import { checkToken, consumeToken, voidTokens } from '../accounts/one-time-tokens.ts'
import { hashPassword } from '../accounts/password-hash.ts'
import { findUser } from '../accounts/user-queries.ts'

/**
 * POST /accounts/staff-invite/confirm/ (docs/product.md#staff-and-roles): the invited person's
 * names and password. As with a reset link, the link is used up only if the password is
 * accepted; following it proves the address. False for a wrong, used or expired link.
 */
export async function acceptStaffInvitation(
  deps: { db: Db; clock: () => Date },
  body: StaffInviteConfirmBody,
): Promise<boolean> {
  const now = deps.clock()
  const userId = await checkToken(deps.db, body.uid, body.token, 'staff_invite', now)
  if (userId === null) return false
  const user = (await findUser(deps.db, userId))!
  const lastName = body.last_name ?? ''
  requireGoodPassword(body.password, { email: user.email, firstName: body.first_name, lastName }, 'password')
  const passwordHash = await hashPassword(body.password)
  return inTransaction(deps.db, async (tx) => {
    if ((await consumeToken(tx, body.uid, body.token, 'staff_invite', now)) === null) return false
    await tx
      .update(users)
      .set({
        passwordHash,
        firstName: body.first_name,
        lastName,
        isVerified: true,
        passwordChangedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
    await voidTokens(tx, userId, now)
    return true
  })
}
