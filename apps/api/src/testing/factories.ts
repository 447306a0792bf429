import { sql } from 'drizzle-orm'
import type { Config } from '../config.ts'
import { type Db, queryRows } from '../db/client.ts'
import { signAccessToken } from '../modules/accounts/access-token.ts'
import { jwtSecret } from '../modules/accounts/jwt-secret.ts'

export type TestUser = { id: number; email: string; auth: { authorization: string } }

let counter = 0

/** Users with valid access tokens, for tests of who may do what. */
export function userFactory(db: Db, config: Config) {
  async function create(options: { isStaff?: boolean; isVerified?: boolean } = {}): Promise<TestUser> {
    counter += 1
    const email = `user${counter}-${Date.now()}@test.example`
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (email, password_hash, first_name, last_name, is_staff, is_verified)
        values (${email}, '!', 'Test', ${`User ${counter}`}, ${options.isStaff ?? false}, ${options.isVerified ?? true}) returning id`,
    )
    const token = await signAccessToken(
      { id: row!.id, email, firstName: 'Test', lastName: `User ${counter}` },
      jwtSecret(config),
    )
    return { id: row!.id, email, auth: { authorization: `Bearer ${token}` } }
  }
  return {
    buyer: () => create(),
    staff: () => create({ isStaff: true }),
    unverified: () => create({ isVerified: false }),
  }
}
