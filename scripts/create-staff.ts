// npm run create-staff -- --email ops@example.com --password '…' [--first-name …] [--last-name …]
// Creates an admin account, or makes an existing account an admin (docs/decisions/013,
// docs/product.md#staff-and-roles), in the database of
// DATABASE_URL, or the embedded one in DATA_DIR when no running server holds it.
import { createStaffCommand } from './create-staff-command.ts'

process.exitCode = await createStaffCommand(process.argv.slice(2), process.env, {
  out: (line) => console.info(line),
  err: (line) => console.error(line),
})
