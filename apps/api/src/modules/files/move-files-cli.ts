// npm run files:move [-- --remove]: moves the uploaded files an older version kept in
// DATA_DIR/private and DATA_DIR/uploads into the configured store (README.md, "Moving files from
// DATA_DIR"). Run again after an interruption: it resumes.
import { moveFilesCommand } from './move-files-command.ts'

process.exitCode = await moveFilesCommand(process.argv.slice(2), process.env, {
  out: (line) => console.info(line),
  err: (line) => console.error(line),
})
