import { parseArgs } from 'node:util'
import { type CommandOutput, commandConfig, openCommandDatabase } from '../../command-line.ts'
import { migrateDatabase } from '../../db/migrate.ts'
import { describeMove, moveFiles } from './move-files.ts'
import { openBlobStore } from './open-blob-store.ts'

/**
 * `npm run files:move [-- --remove]` (move-files-cli.ts): moves DATA_DIR's files into the store
 * the configuration `env` names, in the database of DATABASE_URL or the embedded one in DATA_DIR
 * when no running server holds it. The exit code: 0 when every stored file is in the store, 1
 * when one could not be moved or the command could not run.
 */
export async function moveFilesCommand(
  args: string[],
  env: Record<string, string | undefined>,
  output: CommandOutput,
): Promise<number> {
  let remove: boolean
  try {
    remove = parseArgs({ args, options: { remove: { type: 'boolean', default: false } } }).values.remove
  } catch (error) {
    output.err(`${(error as Error).message}. Usage: npm run files:move [-- --remove]`)
    return 1
  }
  const config = commandConfig(env, output)
  if (!config) return 1
  const database = await openCommandDatabase(config, output, 'move the files')
  if (!database) return 1
  const blobs = openBlobStore(config, database.db)
  try {
    await migrateDatabase(database)
    const summary = await moveFiles(config.dataDir, blobs, { remove })
    for (const line of describeMove(summary, remove)) output.out(line)
    return summary.failed.length > 0 ? 1 : 0
  } finally {
    await blobs.close()
    await database.close()
  }
}
