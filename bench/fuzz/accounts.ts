// The fuzzer's signed-in actors. The buyer signs up and verifies their address through the API,
// with the link from the outbox as the accounts tests read it; the operator and the other buyer
// are written straight into the database, as the tests' user factory does. Each gets an access
// token of six hours, so that a run longer than a token's five minutes stays signed in.
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '../../apps/api/src/db/client.ts'
import { signAccessToken } from '../../apps/api/src/modules/accounts/access-token.ts'
import { createCompany } from '../../apps/api/src/modules/companies/company-queries.ts'
import { lastLink } from '../../apps/api/src/testing/outbox.ts'

export type Account = { id: number; headers: Record<string, string> }

const PASSWORD = 'Saffron-Fuzz-Route-2026'

async function signedIn(id: number, email: string, jwtSecret: string): Promise<Account> {
  const token = await signAccessToken(
    { id, email, firstName: 'Fuzz', lastName: 'Actor' },
    new TextEncoder().encode(jwtSecret),
    Date.now(),
    { ttlSeconds: 6 * 60 * 60 },
  )
  return { id, headers: { authorization: `Bearer ${token}` } }
}

async function post(base: string, path: string, body: object) {
  const res = await fetch(`${base}/api/accounts/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.0.2' },
    body: JSON.stringify(body),
  })
  if (res.status >= 300) throw new Error(`accounts: ${path} → ${res.status} ${await res.text()}`)
}

/** Accounts for the fuzzer: a buyer who signed up, another buyer and an operator. */
export async function fuzzAccounts(databaseUrl: string, jwtSecret: string, base: string) {
  const database = await openDatabase({ databaseUrl })
  try {
    const email = 'fuzz-buyer@fuzz.example'
    await post(base, 'register/', {
      name: 'Fuzz Buyer',
      email,
      password: PASSWORD,
      phone_number: '+374 10 123456',
      address: '1 Fuzz St, Yerevan',
      tax_id: 'AM-0000001',
      user_type: 'customer',
    })
    await post(base, 'verify-email/', await lastLink(database.db, email, 'verification'))
    const insert = async (address: string, staff: boolean) => {
      const [row] = await queryRows<{ id: number }>(
        database.db,
        sql`insert into users (email, password_hash, first_name, last_name, is_staff, staff_role, is_verified)
          values (${address}, '!', 'Fuzz', 'Actor', ${staff}, ${staff ? 'admin' : null}, true) returning id`,
      )
      // A buyer buys for a company of their own, as registration makes.
      if (!staff) await createCompany(database.db, row!.id, {}, new Date())
      return signedIn(row!.id, address, jwtSecret)
    }
    const [buyer] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from users where email = ${email}`,
    )
    return {
      buyer: await signedIn(buyer!.id, email, jwtSecret),
      other: await insert('fuzz-other@fuzz.example', false),
      staff: await insert('fuzz-staff@fuzz.example', true),
    }
  } finally {
    await database.close()
  }
}
