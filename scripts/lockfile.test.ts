import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

type Locked = { optionalDependencies?: Record<string, string>; os?: string[]; cpu?: string[] }
const lock = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../package-lock.json'), 'utf8')) as {
  packages: Record<string, Locked>
}

/** Where npm would look for `name` from the package at `at`: its own node_modules, then up. */
function resolves(at: string, name: string): boolean {
  for (let dir = at; ; dir = dir.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '')) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true
    if (!dir) return false
  }
}

// `npm ci` refuses a lockfile that lacks another platform's optional package ("Missing: … from
// lock file"); npm 11 leaves them out when it rewrites the lockfile over an existing
// node_modules. Regenerate with `npm install --package-lock-only` over no node_modules.
test('the lockfile holds every optional package of every platform, as npm ci requires', () => {
  const missing = Object.entries(lock.packages).flatMap(([at, pkg]) =>
    Object.keys(pkg.optionalDependencies ?? {})
      .filter((name) => !resolves(at, name))
      .map((name) => `${name} (for ${at || 'the root'})`),
  )
  expect(missing).toEqual([])
})
