// The work of `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts) as
// functions of their arguments and environment, so that the tests run them in process. What a
// backup holds and how to schedule one: docs/backups.md.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs, promisify } from 'node:util'
import { type CommandOutput, commandConfig } from '@caravanserai/api/command-line'
import { openDatabase } from '@caravanserai/api/db/client'
import { DataDirLockedError } from '@caravanserai/api/db/data-dir-lock'
import pg from 'pg'

export const BACKUP_USAGE = `Usage: npm run backup -- [--out <file>]

Writes the whole shop to one file: the database, and with it every uploaded file when files are
kept in PostgreSQL (the default). With DATABASE_URL, pg_dump's custom format, taken from one
snapshot while the shop runs; without it, the embedded database in DATA_DIR as a gzipped copy of
its files, which needs the server stopped. The default file is backups/caravanserai-<UTC time>.`

export const RESTORE_USAGE = `Usage: npm run restore -- <file>

Loads a backup written by "npm run backup" into an empty database: the one DATABASE_URL names
(create it first, empty), or, without DATABASE_URL, a DATA_DIR that holds no database yet.
It refuses a database that already holds the shop's tables.`

/** The first bytes of each kind of backup: pg_dump's custom format, and gzip. */
const PG_DUMP_MAGIC = Buffer.from('PGDMP')
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b])

export async function backupCommand(args: string[], env: Env, output: CommandOutput): Promise<number> {
  let values: { out?: string; help?: boolean }
  try {
    values = parseArgs({
      args,
      options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }).values
  } catch (error) {
    output.err(`${(error as Error).message}\n\n${BACKUP_USAGE}`)
    return 1
  }
  if (values.help) return done(output, BACKUP_USAGE)
  const config = commandConfig(env, output)
  if (!config) return 1
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  const kind = config.databaseUrl ? 'pgdump' : 'pglite.tar.gz'
  const file = path.resolve(values.out ?? path.join('backups', `caravanserai-${stamp}.${kind}`))
  fs.mkdirSync(path.dirname(file), { recursive: true })
  try {
    if (config.databaseUrl)
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`], config.databaseUrl)
    else {
      const database = await openDatabase({ dataDir: config.dataDir })
      try {
        fs.writeFileSync(file, Buffer.from(await (await database.image!()).arrayBuffer()))
      } finally {
        await database.close()
      }
    }
  } catch (error) {
    fs.rmSync(file, { force: true })
    return failed(output, 'Backup failed', error)
  }
  // A backup holds every account's data: readable by its owner only.
  fs.chmodSync(file, 0o600)
  output.out(`Wrote ${file} (${megabytes(fs.statSync(file).size)} MB).`)
  if (config.storage.kind === 's3')
    output.out(
      'Uploaded files are kept in the bucket STORAGE_URL names, not in this file: keep the bucket versioned (docs/backups.md).',
    )
  return 0
}

export async function restoreCommand(args: string[], env: Env, output: CommandOutput): Promise<number> {
  let positionals: string[]
  try {
    const parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h' } },
    })
    if (parsed.values.help) return done(output, RESTORE_USAGE)
    positionals = parsed.positionals
  } catch (error) {
    output.err(`${(error as Error).message}\n\n${RESTORE_USAGE}`)
    return 1
  }
  const [file] = positionals
  if (!file || positionals.length > 1) {
    output.err(`Name one backup file.\n\n${RESTORE_USAGE}`)
    return 1
  }
  const config = commandConfig(env, output)
  if (!config) return 1
  const head = readHead(file)
  if (!head) return refuse(output, `Cannot read ${file}.`)
  try {
    if (config.databaseUrl) {
      if (!head.subarray(0, 5).equals(PG_DUMP_MAGIC))
        return refuse(
          output,
          `${file} is not a PostgreSQL backup (pg_dump's custom format); DATABASE_URL is set.`,
        )
      if (await holdsTables(config.databaseUrl))
        return refuse(
          output,
          'The database DATABASE_URL names is not empty: restore into a new, empty database.',
        )
      await run(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
        config.databaseUrl,
      )
    } else {
      if (!head.subarray(0, 2).equals(GZIP_MAGIC))
        return refuse(
          output,
          `${file} is not a backup of the embedded database; set DATABASE_URL to restore into PostgreSQL.`,
        )
      if (fs.existsSync(path.join(config.dataDir, 'PG_VERSION')))
        return refuse(output, `${config.dataDir} already holds a database: restore into an empty DATA_DIR.`)
      const database = await openDatabase({
        dataDir: config.dataDir,
        loadDataDir: new Blob([fs.readFileSync(file)]),
      })
      await database.close()
    }
  } catch (error) {
    return failed(output, 'Restore failed', error)
  }
  output.out(
    `Restored ${file}. Start the shop on it as usual; migrations newer than the backup run at start.`,
  )
  return 0
}

type Env = Record<string, string | undefined>

/**
 * Runs a PostgreSQL client program on the database of `url`. The password goes in PGPASSWORD,
 * not on the command line, where any local user could read it in the process list.
 */
async function run(program: string, args: string[], url: string) {
  const target = new URL(url)
  const password = decodeURIComponent(target.password)
  target.password = ''
  await promisify(execFile)(program, [...args, `--dbname=${target.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    maxBuffer: 16 * 1024 * 1024,
  })
}

async function holdsTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
  await client.connect()
  try {
    const { rows } = await client.query(
      `select 1 from pg_tables where schemaname not in ('pg_catalog', 'information_schema') limit 1`,
    )
    return rows.length > 0
  } finally {
    await client.end()
  }
}

function readHead(file: string): Buffer | null {
  try {
    const fd = fs.openSync(file, 'r')
    const head = Buffer.alloc(8)
    fs.readSync(fd, head, 0, 8, 0)
    fs.closeSync(fd)
    return head
  } catch {
    return null
  }
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

function done(output: CommandOutput, text: string) {
  output.out(text)
  return 0
}

function refuse(output: CommandOutput, message: string) {
  output.err(message)
  return 1
}

/** A failure said in one line: the embedded database's lock, or the client program's own words. */
function failed(output: CommandOutput, what: string, error: unknown) {
  if (error instanceof DataDirLockedError) return refuse(output, `${what}: ${error.message}`)
  const stderr = (error as { stderr?: string }).stderr?.trim()
  return refuse(output, `${what}: ${stderr || (error as Error).message}`)
}
