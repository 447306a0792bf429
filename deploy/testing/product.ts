import fs from 'node:fs'
import path from 'node:path'
import { databaseUrl, withAdmin } from '../../apps/api/src/testing/postgres-admin.ts'
import { REPO_ROOT } from './dockerfile.ts'

/** The built server, which the image, the units and the balancers' tests all start. */
export const SERVER_BUNDLE = path.join(REPO_ROOT, 'apps/server/dist/main.mjs')

/** The deployment tests start the built product: `npm test` builds before it runs them. */
export function requireBuild() {
  if (!fs.existsSync(SERVER_BUNDLE) || !fs.existsSync(path.join(REPO_ROOT, 'apps/web/build/server'))) {
    throw new Error('The deployment tests start the built product: run `npm run build` first.')
  }
}

export type ThrowawayDatabase = { url: string; drop: () => Promise<void> }

/** An empty PostgreSQL database of the test's own on the test server, dropped with `drop()`. */
export async function throwawayDatabase(label: string): Promise<ThrowawayDatabase> {
  const name = `caravanserai_deploy_${label}_${process.pid}`
  await withAdmin(async (c) => {
    await c.query(`drop database if exists ${name} with (force)`)
    await c.query(`create database ${name}`)
  })
  return {
    url: databaseUrl(name),
    drop: () => withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  }
}
