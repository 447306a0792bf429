// The web's boundaries (docs/architecture.md#boundaries), checked over the source text:
// - layers point down: routes (and root.tsx, entry.*) → features → api, lib, components; nothing
//   imports a layer above its own, and no web module imports itself through others (a cycle);
// - a feature imports no other feature (the console's domains share only features/ops/console);
// - the web imports nothing from the API workspace (they share packages/contracts only), and the
//   server takes nothing from the web's source (it serves the web's build);
// - an API path is written only in the API clients, `app/api/` (docs/decisions/021).
// `npm run lint` runs it; scripts/boundaries.test.ts runs it in the test suite too.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cyclesOf, importsOf, resolveImport, SOURCE, walk } from './import-graph.mjs'

/** Tests and the fixtures beside them: they may reach anything they test, and stand in no layer. */
const TEST = /(\.test|-fixtures)\.(ts|tsx)$/
const LITERAL = /'(\/[^'\n]*)'|"(\/[^"\n]*)"|`(\/[^`\n]*)`/g
/** The files at the top of the web, beside the route modules. */
const SHELL = /^(root|routes|entry\.client|entry\.server)\.tsx?$/

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

/**
 * Where a web file stands: its layer's name and height. `testing/` (the tests' helpers) stands
 * above everything, so only tests import it; a test itself is in no layer.
 */
function layerOf(webApp, file) {
  const [first] = path.relative(webApp, file).split(path.sep)
  if (first === 'testing') return { name: 'testing', height: 3 }
  if (first === 'routes' || SHELL.test(first)) return { name: first, height: 2 }
  if (first === 'features') return { name: 'features', height: 1 }
  return { name: first, height: 0 }
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

/** One web file's crossings: the API, the layers, other features, API paths. */
function fileViolations(root, file, graph, segments) {
  const webApp = path.join(root, 'apps/web/app')
  const apiDir = path.join(root, 'apps/api')
  const text = fs.readFileSync(file, 'utf8')
  const where = (index) => `${path.relative(root, file)}:${text.slice(0, index).split('\n').length}`
  const feature = featureOf(webApp, file)
  const layer = TEST.test(file) ? null : layerOf(webApp, file)
  const violations = []
  const targets = []
  for (const { specifier, index } of importsOf(text)) {
    if (specifier.startsWith('@caravanserai/api')) {
      violations.push(`${where(index)}: the web imports the API (${specifier})`)
      continue
    }
    if (!specifier.startsWith('.')) continue
    const target = path.resolve(path.dirname(file), specifier)
    const resolved = resolveImport(file, specifier)
    if (resolved && !path.relative(webApp, resolved).startsWith('..')) targets.push(resolved)
    const above = layer && !path.relative(webApp, target).startsWith('..') ? layerOf(webApp, target) : null
    if (!path.relative(apiDir, target).startsWith('..')) {
      violations.push(`${where(index)}: the web imports the API (${specifier})`)
    } else if (above && above.height > layer.height) {
      violations.push(`${where(index)}: ${layer.name} imports ${above.name}, a layer above it (${specifier})`)
    } else if (!mayImport(feature, featureOf(webApp, target))) {
      violations.push(`${where(index)}: feature ${feature} imports ${featureOf(webApp, target)}`)
    }
  }
  graph.set(file, targets)
  if (mayNamePaths(webApp, file)) return violations
  for (const match of text.matchAll(LITERAL)) {
    const literal = match[1] ?? match[2] ?? match[3]
    if (isApiPath(literal, segments)) {
      violations.push(`${where(match.index)}: API path ${literal} outside app/api/`)
    }
  }
  return violations
}

/** Where a cycle is reported: its first file, at its import of the second. */
function cycleViolation(root, loop) {
  const [first, second] = loop
  const text = fs.readFileSync(first, 'utf8')
  const { index } = importsOf(text).find(({ specifier }) => resolveImport(first, specifier) === second)
  const line = text.slice(0, index).split('\n').length
  const names = loop.map((file) => path.relative(path.join(root, 'apps/web/app'), file))
  return `${path.relative(root, first)}:${line}: import cycle ${names.join(' → ')}`
}

/** The server's own source takes types and code from the API and the contracts, never the web's source. */
function serverViolations(root) {
  const server = path.join(root, 'apps/server')
  const web = path.join(root, 'apps/web')
  return walk(server)
    .filter((file) => !TEST.test(file))
    .flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8')
      return importsOf(text)
        .filter(({ specifier }) =>
          specifier.startsWith('.')
            ? !path.relative(web, path.resolve(path.dirname(file), specifier)).startsWith('..')
            : specifier.startsWith('@caravanserai/web'),
        )
        .map(({ specifier, index }) => {
          const line = text.slice(0, index).split('\n').length
          return `${path.relative(root, file)}:${line}: the server imports the web's source (${specifier})`
        })
    })
}

/** Every boundary the web crosses, as `file:line: what` (paths relative to root). */
export function findViolations(root) {
  const segments = apiSegments(root)
  const graph = new Map()
  const violations = walk(path.join(root, 'apps/web/app')).flatMap((file) =>
    fileViolations(root, file, graph, segments),
  )
  const cycles = cyclesOf(graph).map((loop) => cycleViolation(root, loop))
  return [...violations, ...cycles, ...serverViolations(root)]
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
