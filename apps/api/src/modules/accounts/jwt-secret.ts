import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '../../config.ts'

/**
 * The token signing key (docs/architecture.md#configuration): JWT_SECRET, required in production;
 * in development and tests without it, a random one generated once and kept in DATA_DIR, so
 * restarts keep sessions.
 */
export function jwtSecret(config: Config): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret)
  const file = path.join(config.dataDir, 'jwt-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true })
    try {
      fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' })
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim())
}
