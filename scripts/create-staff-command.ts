// The work of `npm run create-staff` (scripts/create-staff.ts) as a function of its arguments and
// environment, so that its tests run it in process: a process per case took ~5 s to start.
import { parseArgs } from 'node:util'
import { type CommandOutput, commandConfig, openCommandDatabase } from '@caravanserai/api/command-line'
import { migrateDatabase } from '@caravanserai/api/db/migrate'
import { jwtSecret } from '@caravanserai/api/modules/accounts/jwt-secret'
import {
  checkStaffInput,
  createOrPromoteStaff,
  type StaffInput,
  StaffInputError,
  type StaffOutcome,
} from '@caravanserai/api/modules/accounts/staff-accounts'
import { emailContext } from '@caravanserai/api/modules/email/enqueue-email'
import type { FastifyBaseLogger } from 'fastify'

export const USAGE = `Usage: npm run create-staff -- --email <address> [--password <password>] [--first-name <name>] [--last-name <name>]

Creates an admin account, or makes an existing account (a buyer's or an operator's) an admin. A new
account needs a password; for an existing one, --password also replaces its password.
Making a buyer's account staff ends its sessions: it signs in again to use the console.
An existing account whose email address is not verified is made staff only with --password:
anyone can register in someone else's name, so the operator takes the account over with a
password of their own, and the address then counts as verified on the operator's word.
Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR (default ./data),
which must not be open in a running server.`

/** What the command line asks for: the input checked, or the exit code of a refusal or of --help. */
function parse(args: string[], output: CommandOutput): StaffInput | number {
  try {
    const { values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
    if (values.help) {
      output.out(USAGE)
      return 0
    }
    if (!values.email) {
      output.err(`--email is required.\n\n${USAGE}`)
      return 1
    }
    return checkStaffInput({
      email: values.email,
      password: values.password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    })
  } catch (error) {
    if (error instanceof StaffInputError) output.err(error.message)
    else if (error instanceof TypeError) output.err(`${error.message}\n\n${USAGE}`)
    else throw error
    return 1
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

/**
 * Creates an admin account, or makes an existing account an admin (docs/decisions/013,
 * docs/product.md#staff-and-roles), in the database of DATABASE_URL, or the embedded one in
 * DATA_DIR when no running server holds it. Returns the exit code.
 */
export async function createStaffCommand(
  args: string[],
  env: Record<string, string | undefined>,
  output: CommandOutput,
): Promise<number> {
  const input = parse(args, output)
  if (typeof input === 'number') return input
  const config = commandConfig(env, output)
  if (!config) return 1
  const database = await openCommandDatabase(config, output, 'create the staff account')
  if (!database) return 1
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
    output.out(report(outcome))
    return 0
  } catch (error) {
    if (!(error instanceof StaffInputError)) throw error
    output.err(error.message)
    return 1
  } finally {
    await database.close()
  }
}
