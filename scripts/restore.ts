// npm run restore -- <file>: a backup loaded into an empty database (docs/backups.md).
import { restoreCommand } from './backup-command.ts'

process.exitCode = await restoreCommand(process.argv.slice(2), process.env, {
  out: (line) => console.info(line),
  err: (line) => console.error(line),
})
