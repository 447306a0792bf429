// The web's boundaries (docs/architecture.md#boundaries), checked over the source text:
// - a feature imports no other feature (the console's domains share only features/ops/console);
// - the web imports nothing from the API workspace (they share packages/contracts only);
// - an API path is written only in the API clients, `app/api/` (docs/decisions/021).
// `npm run lint` runs it; scripts/boundaries.test.ts runs it in the test suite too.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SOURCE = /\.(ts|tsx|mts|mjs)$/
const TEST = /\.test\.(ts|tsx)$/
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const LITERAL = /'(\/[^'\n]*)'|"(\/[^"\n]*)"|`(\/[^`\n]*)`/g

function walk(dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : walk(full)
    return SOURCE.test(entry.name) ? [full] : []
  })
}

/**
 * The first segments of the API's paths (customer, products, ops, …): read from the route files'
 * path strings and the prefixes app.ts registers them under, so a new API resource is covered.
 */
export function apiSegments(root) {
  const api = path.join(root, 'apps/api/src')
  const segments = new Set()
  const routeFiles = walk(path.join(api, 'modules')).filter((file) => file.endsWith('-routes.ts'))
  for (const file of routeFiles) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/'\/([a-z][a-z0-9-]*)\/[^']*'/g)) {
      segments.add(match[1])
    }
  }
  const app = path.join(api, 'app.ts')
  if (fs.existsSync(app)) {
    for (const match of fs.readFileSync(app, 'utf8').matchAll(/prefix:\s*'\/([a-z][a-z0-9-]*)'/g)) {
      segments.add(match[1])
    }
  }
  return segments
}

/** Which feature a web file belongs to: `catalog`, `ops/orders`, `ops/console`; null outside features. */
function featureOf(webApp, file) {
  const relative = path.relative(path.join(webApp, 'features'), file)
  if (relative.startsWith('..')) return null
  const [first, second] = relative.split(path.sep)
  return first === 'ops' && second && !SOURCE.test(second) ? `ops/${second}` : first
}

function mayImport(from, to) {
  if (to === null || from === null || from === to) return true
  return from.startsWith('ops/') && to === 'ops/console'
}

/** The API clients, the client they call through, and tests with their fakes may name API paths. */
function mayNamePaths(webApp, file) {
  const [first] = path.relative(webApp, file).split(path.sep)
  return (
    first === 'api' ||
    first === 'testing' ||
    TEST.test(file) ||
    file === path.join(webApp, 'lib', 'api-client.ts')
  )
}

function isApiPath(text, segments) {
  const plain = text.replace(/\$\{[^}]*\}/g, 'x')
  const first = /^\/([a-z][a-z0-9-]*)\//.exec(plain)
  return first !== null && segments.has(first[1]) && plain.endsWith('/')
}

/** Every boundary the web crosses, as `file:line: what` (paths relative to root). */
export function findViolations(root) {
  const webApp = path.join(root, 'apps/web/app')
  const apiDir = path.join(root, 'apps/api')
  const segments = apiSegments(root)
  const violations = []
  for (const file of walk(webApp)) {
    const text = fs.readFileSync(file, 'utf8')
    const where = (index) => `${path.relative(root, file)}:${text.slice(0, index).split('\n').length}`
    const feature = featureOf(webApp, file)
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]
      const at = match.index + match[0].indexOf(specifier)
      if (specifier.startsWith('@caravanserai/api')) {
        violations.push(`${where(at)}: the web imports the API (${specifier})`)
        continue
      }
      if (!specifier.startsWith('.')) continue
      const target = path.resolve(path.dirname(file), specifier)
      if (!path.relative(apiDir, target).startsWith('..')) {
        violations.push(`${where(at)}: the web imports the API (${specifier})`)
      } else if (!mayImport(feature, featureOf(webApp, target))) {
        violations.push(`${where(at)}: feature ${feature} imports ${featureOf(webApp, target)}`)
      }
    }
    if (mayNamePaths(webApp, file)) continue
    for (const match of text.matchAll(LITERAL)) {
      const literal = match[1] ?? match[2] ?? match[3]
      if (isApiPath(literal, segments)) {
        violations.push(`${where(match.index)}: API path ${literal} outside app/api/`)
      }
    }
  }
  return violations
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '..')
  const violations = findViolations(root)
  for (const line of violations) console.error(line)
  if (violations.length > 0) {
    console.error(`${violations.length} boundary violations (docs/architecture.md#boundaries)`)
    process.exit(1)
  }
}
