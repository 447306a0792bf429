// npm run create-staff -- --email ops@example.com --password '…' [--first-name …] [--last-name …]
// Creates an admin account, or makes an existing account an admin (docs/decisions/013,
// docs/product.md#staff-and-roles), in the database of
// DATABASE_URL, or the embedded one in DATA_DIR when no running server holds it.
import { parseArgs } from 'node:util'
import { loadConfig } from '@caravanserai/api/config'
import { openDatabase } from '@caravanserai/api/db/client'
import { DataDirLockedError } from '@caravanserai/api/db/data-dir-lock'
import { migrateDatabase } from '@caravanserai/api/db/migrate'
import { jwtSecret } from '@caravanserai/api/modules/accounts/jwt-secret'
import {
  checkStaffInput,
  createOrPromoteStaff,
  StaffInputError,
  type StaffOutcome,
} from '@caravanserai/api/modules/accounts/staff-accounts'
import { emailContext } from '@caravanserai/api/modules/email/enqueue-email'
import type { FastifyBaseLogger } from 'fastify'

const USAGE = `Usage: npm run create-staff -- --email <address> [--password <password>] [--first-name <name>] [--last-name <name>]

Creates an admin account, or makes an existing account (a buyer's or an operator's) an admin. A new
account needs a password; for an existing one, --password also replaces its password.
Making a buyer's account staff ends its sessions: it signs in again to use the console.
An existing account whose email address is not verified is made staff only with --password:
anyone can register in someone else's name, so the operator takes the account over with a
password of their own, and the address then counts as verified on the operator's word.
Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR (default ./data),
which must not be open in a running server.`

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function parse() {
  try {
    const { values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
    if (values.help) {
      console.info(USAGE)
      process.exit(0)
    }
    if (!values.email) fail(`--email is required.\n\n${USAGE}`)
    return checkStaffInput({
      email: values.email,
      password: values.password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    })
  } catch (error) {
    if (error instanceof StaffInputError) fail(error.message)
    if (error instanceof TypeError) fail(`${error.message}\n\n${USAGE}`)
    throw error
  }
}

function report({ outcome, passwordChanged, sessionsEnded, verifiedNow, email }: StaffOutcome): string {
  if (outcome === 'created') return `Created the admin account ${email}.`
  const done = [
    {
      promoted: `${email} is now an admin.`,
      'role-raised': `${email} was an operator and is now an admin.`,
      'already-admin': `${email} was already an admin.`,
    }[outcome],
    passwordChanged ? 'Its password was replaced and its sessions ended.' : '',
    !passwordChanged && sessionsEnded ? 'Its sessions ended.' : '',
    verifiedNow ? 'Its email address now counts as verified.' : '',
  ]
  return done.filter(Boolean).join(' ')
}

// The outbox logs a line per email when SMTP is not set; this command says what it did itself.
const quiet = {
  level: 'silent',
  fatal: () => {},
  error: () => {},
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => quiet,
} as unknown as FastifyBaseLogger

const input = parse()
const config = loadConfig()
let database: Awaited<ReturnType<typeof openDatabase>>
try {
  database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  )
} catch (error) {
  if (error instanceof DataDirLockedError)
    fail(
      `Cannot create the staff account: ${error.message} (for example: stop "npm start", run this, start it again).`,
    )
  throw error
}
try {
  await migrateDatabase(database)
  const outcome = await createOrPromoteStaff(
    {
      db: database.db,
      tokens: { secret: jwtSecret(config), accessTtlSeconds: config.accessTokenTtlSeconds },
      emails: emailContext(config, quiet),
      clock: () => new Date(),
    },
    input,
  )
  console.info(report(outcome))
} catch (error) {
  if (!(error instanceof StaffInputError)) throw error
  process.exitCode = 1
  console.error(error.message)
} finally {
  await database.close()
}
