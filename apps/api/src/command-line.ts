import { type Config, parseConfig } from './config.ts'
import { type Database, openDatabase } from './db/client.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'

// What the operators' commands (create-staff, backup, restore, files:move) share: each is a
// function of its arguments and environment writing lines to an output, so its tests run it in
// process, and each reads the configuration and opens the database the same way.

/** Where a command writes: one call per line, without its newline. */
export type CommandOutput = { out: (line: string) => void; err: (line: string) => void }

/** The configuration `env` gives, its warnings said; null, its errors said, when it has any. */
export function commandConfig(env: Record<string, string | undefined>, output: CommandOutput): Config | null {
  const parsed = parseConfig(env)
  if (!parsed.ok) {
    for (const line of parsed.errors) output.err(`Configuration error: ${line}`)
    return null
  }
  for (const line of parsed.warnings) output.err(`Configuration warning: ${line}`)
  return parsed.config
}

/**
 * The database of DATABASE_URL, or the embedded one in DATA_DIR; null, said why, when a running
 * server holds the embedded one. `doing` completes "Cannot …", e.g. "move the files".
 */
export async function openCommandDatabase(
  config: Config,
  output: CommandOutput,
  doing: string,
): Promise<Database | null> {
  try {
    return await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    )
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    output.err(`Cannot ${doing}: ${error.message} (for example: stop "npm start", run this, start it again).`)
    return null
  }
}
