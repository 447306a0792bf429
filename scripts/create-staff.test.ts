import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { type Database, type DatabaseKind, openDatabase, queryRows } from '@caravanserai/api/db/client'
import { verifyPassword } from '@caravanserai/api/modules/accounts/password-hash'
import { rotateSession, startSession } from '@caravanserai/api/modules/accounts/sessions'
// Declares what the global setup provides to inject().
import type {} from '@caravanserai/api/testing/global-setup'
import { databaseUrl, withAdmin } from '@caravanserai/api/testing/postgres-admin'
import { databaseKinds } from '@caravanserai/api/testing/test-db'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { createStaffCommand } from './create-staff-command.ts'

const root = path.resolve(import.meta.dirname, '..')
const PASSWORD = 'caravan-ops-2026!'
const JWT_SECRET = 'create-staff-test-secret-create-staff-test'

type Result = { code: number; stdout: string; stderr: string }

/**
 * `npm run create-staff -- …args` as an operator types it, in a process of its own; never throws,
 * reports the exit code. A process costs seconds to start: the tests run the command in process
 * (`createStaff`) except where the process itself is the point.
 */
async function createStaffProcess(args: string[], env: Record<string, string>): Promise<Result> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'create-staff', '--', ...args],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', ...env },
      },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

/** The same command run in this process, its lines collected as the process would print them. */
async function createStaff(args: string[], env: Record<string, string>): Promise<Result> {
  let stdout = ''
  let stderr = ''
  const code = await createStaffCommand(
    args,
    { NODE_ENV: 'test', ...env },
    { out: (line) => (stdout += `${line}\n`), err: (line) => (stderr += `${line}\n`) },
  )
  return { code, stdout, stderr }
}

const staffRow = async (database: Database, email: string) =>
  (
    await queryRows<{
      is_staff: boolean
      staff_role: string | null
      is_verified: boolean
      password_hash: string
      first_name: string
    }>(
      database.db,
      sql`select is_staff, staff_role, is_verified, password_hash, first_name from users where email = ${email}`,
    )
  )[0]

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

describe('npm run create-staff', () => {
  test('refuses bad input with a message before it opens any database', async () => {
    const dataDir = path.join(os.tmpdir(), `caravanserai-never-${randomBytes(4).toString('hex')}`)
    const [noEmail, badEmail, weak] = await Promise.all([
      createStaff(['--password', PASSWORD], { DATA_DIR: dataDir }),
      createStaff(['--email', 'not-an-address', '--password', PASSWORD], { DATA_DIR: dataDir }),
      createStaff(['--email', 'ops@example.com', '--password', '12345678'], { DATA_DIR: dataDir }),
    ])
    expect(noEmail).toMatchObject({ code: 1, stderr: expect.stringContaining('--email is required.') })
    expect(noEmail.stderr).toContain('Usage: npm run create-staff')
    expect(badEmail).toMatchObject({ code: 1, stderr: '"not-an-address" is not a valid email address.\n' })
    expect(weak).toMatchObject({ code: 1, stderr: 'This password is entirely numeric.\n' })
    expect(fs.existsSync(dataDir)).toBe(false)
  }, 120_000)

  test('on the embedded database: creates, promotes, and says so when a server holds it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-staff-'))
    dirs.push(dataDir)
    // A migrated database with a buyer in it, as a server would leave it.
    const image = new Blob([fs.readFileSync(inject('pgliteImage'))])
    let database = await openDatabase({ dataDir, loadDataDir: image })
    await database.db.execute(sql`insert into users (email, password_hash, first_name, last_name)
      values ('buyer@example.com', '!', 'Nareh', 'Avetisyan')`)
    await database.close()

    // As the operator runs it: its own process, its exit code and its output.
    const created = await createStaffProcess(
      ['--email', ' Ops@Example.com ', '--password', PASSWORD, '--first-name', 'Kaveh'],
      { DATA_DIR: dataDir },
    )
    expect(created).toMatchObject({ code: 0, stdout: 'Created the admin account ops@example.com.\n' })
    const promoted = await createStaff(['--email', 'buyer@example.com', '--password', PASSWORD], {
      DATA_DIR: dataDir,
    })
    expect(promoted.stdout).toBe(
      'buyer@example.com is now an admin. Its password was replaced and its sessions ended. ' +
        'Its email address now counts as verified.\n',
    )

    // This process now holds the directory, as a running server would, against the command's.
    database = await openDatabase({ dataDir })
    try {
      const held = await createStaffProcess(['--email', 'late@example.com', '--password', PASSWORD], {
        DATA_DIR: dataDir,
      })
      expect(held.code).toBe(1)
      expect(held.stderr).toContain(`is in use by another process (pid ${process.pid})`)
      expect(held.stderr).toContain('DATABASE_URL')
      const ops = await staffRow(database, 'ops@example.com')
      expect(ops).toMatchObject({ is_staff: true, is_verified: true, first_name: 'Kaveh' })
      expect(await verifyPassword(PASSWORD, ops!.password_hash)).toBe(true)
      const buyer = await staffRow(database, 'buyer@example.com')
      expect(buyer).toMatchObject({ is_staff: true, is_verified: true, first_name: 'Nareh' })
      expect(await verifyPassword(PASSWORD, buyer!.password_hash)).toBe(true)
      expect(await staffRow(database, 'late@example.com')).toBeUndefined()
    } finally {
      await database.close()
    }
  }, 240_000)

  test.skipIf(!inject('postgresTemplate'))(
    'on PostgreSQL through DATABASE_URL',
    async () => {
      const name = `caravanserai_staff_${process.pid}_${randomBytes(4).toString('hex')}`
      await withAdmin((c) => c.query(`create database ${name} template ${inject('postgresTemplate')}`))
      const database = await openDatabase({ databaseUrl: databaseUrl(name) })
      try {
        const env = { DATABASE_URL: databaseUrl(name), JWT_SECRET }
        const res = await createStaff(['--email', 'pg-ops@example.com', '--password', PASSWORD], env)
        expect(res).toMatchObject({ code: 0, stdout: 'Created the admin account pg-ops@example.com.\n' })
        expect(await staffRow(database, 'pg-ops@example.com')).toMatchObject({ is_staff: true })
      } finally {
        await database.close()
        await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`))
      }
    },
    120_000,
  )
})

/** A migrated database the command reaches as an operator's would: embedded in DATA_DIR, or PostgreSQL. */
async function commandDatabase(kind: DatabaseKind): Promise<{
  env: Record<string, string>
  open: () => Promise<Database>
  drop: () => Promise<void>
}> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-staff-'))
    dirs.push(dataDir)
    const image = new Blob([fs.readFileSync(inject('pgliteImage'))])
    await (await openDatabase({ dataDir, loadDataDir: image })).close()
    return {
      env: { DATA_DIR: dataDir, JWT_SECRET },
      // The command needs the directory to itself: the test opens it only between commands.
      open: () => openDatabase({ dataDir }),
      drop: async () => {},
    }
  }
  const name = `caravanserai_staff_${process.pid}_${randomBytes(4).toString('hex')}`
  await withAdmin((c) => c.query(`create database ${name} template ${inject('postgresTemplate')}`))
  return {
    env: { DATABASE_URL: databaseUrl(name), JWT_SECRET },
    open: () => openDatabase({ databaseUrl: databaseUrl(name) }),
    drop: () => withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  }
}

describe.each(databaseKinds())('npm run create-staff promoting an existing account on %s', (kind) => {
  test('an unverified account needs --password; promotion ends the sessions it had; an operator is raised', async () => {
    const target = await commandDatabase(kind)
    const settings = { secret: new TextEncoder().encode(JWT_SECRET), accessTtlSeconds: 300 }
    const people = {
      stranger: 'stranger@buyers.example',
      squatted: 'squatted@buyers.example',
      verified: 'verified@buyers.example',
      operator: 'operator@staff.example',
    }
    try {
      // Three buyers, each signed in somewhere; only the last has followed its verification link.
      let database = await target.open()
      const refresh: Record<string, string> = {}
      for (const [key, email] of Object.entries(people)) {
        const [row] = await queryRows<{ id: number }>(
          database.db,
          sql`insert into users (email, password_hash, first_name, last_name, is_verified, is_staff, staff_role)
            values (${email}, '!', 'Anahit', 'Sargsyan', ${key !== 'stranger' && key !== 'squatted'},
              ${key === 'operator'}, ${key === 'operator' ? 'operator' : null}) returning id`,
        )
        const user = { id: row!.id, email, firstName: 'Anahit', lastName: 'Sargsyan' }
        refresh[key] = (await startSession(database.db, user, settings, new Date())).refresh
      }
      await database.close()

      const refused = await createStaff(['--email', people.stranger], target.env)
      expect(refused.code).toBe(1)
      expect(refused.stdout).toBe('')
      expect(refused.stderr).toBe(
        `The account ${people.stranger} has not verified its email address, so anyone may have registered it. ` +
          'Add --password to give it a password of your own (the address then counts as verified), ' +
          'or ask its owner to follow the verification link first.\n',
      )
      const takenOver = await createStaff(['--email', people.squatted, '--password', PASSWORD], target.env)
      expect(takenOver).toMatchObject({
        code: 0,
        stdout:
          `${people.squatted} is now an admin. Its password was replaced and its sessions ended. ` +
          'Its email address now counts as verified.\n',
      })
      const promoted = await createStaff(['--email', people.verified], target.env)
      expect(promoted).toMatchObject({
        code: 0,
        stdout: `${people.verified} is now an admin. Its sessions ended.\n`,
      })
      const raised = await createStaff(['--email', people.operator], target.env)
      expect(raised).toMatchObject({
        code: 0,
        stdout: `${people.operator} was an operator and is now an admin.\n`,
      })

      database = await target.open()
      try {
        expect(await staffRow(database, people.stranger)).toMatchObject({
          is_staff: false,
          is_verified: false,
        })
        expect(await staffRow(database, people.squatted)).toMatchObject({ is_staff: true, is_verified: true })
        expect(await staffRow(database, people.verified)).toMatchObject({
          staff_role: 'admin',
          is_verified: true,
        })
        expect(await staffRow(database, people.operator)).toMatchObject({ staff_role: 'admin' })
        const refreshes = async (key: keyof typeof people) =>
          (await rotateSession(database.db, refresh[key]!, settings, new Date())).ok
        // The refusal changed nothing; both promotions ended the sessions from before.
        expect(await refreshes('stranger')).toBe(true)
        expect(await refreshes('squatted')).toBe(false)
        expect(await refreshes('verified')).toBe(false)
        // An operator raised to admin keeps working: the new role applies from the next request.
        expect(await refreshes('operator')).toBe(true)
      } finally {
        await database.close()
      }
    } finally {
      await target.drop()
    }
  }, 240_000)
})
