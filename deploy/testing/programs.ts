import fs from 'node:fs'
import path from 'node:path'

/**
 * A program's path, found on PATH or where Debian's packages put it when PATH lacks sbin;
 * undefined when it is not installed (.ci/run installs what the deployment tests use).
 */
export function findProgram(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/bin', '/sbin']
  return dirs.map((dir) => path.join(dir, name)).find((file) => fs.existsSync(file))
}
