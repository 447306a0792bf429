// npm run backup -- [--out <file>]: the whole shop in one file (docs/backups.md).
import { backupCommand } from './backup-command.ts'

process.exitCode = await backupCommand(process.argv.slice(2), process.env, {
  out: (line) => console.info(line),
  err: (line) => console.error(line),
})
