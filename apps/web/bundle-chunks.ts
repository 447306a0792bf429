// How the browser's JavaScript is cut into files: first-load code in as few files as compress well
// (the 150 KB budget of docs/architecture.md#quality-bars), everything else left to Rollup's route
// splitting.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

/**
 * `import { Heart } from 'lucide-react'` names the index of 1,700 icons, so a chunking rule cannot
 * tell which icons a module uses. Each named import is rewritten to the icon's own module, read
 * off the index's re-exports (aliases included).
 */
export function lucideIconModules(): Plugin {
  const index = readFileSync(
    createRequire(import.meta.url)
      .resolve('lucide-react')
      .replace(/cjs[\\/]lucide-react\.js$/, 'esm/lucide-react.mjs'),
    'utf8',
  )
  const file = new Map<string, string>()
  for (const [, names, path] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const [, name] of (names ?? '').matchAll(/default as (\w+)/g)) file.set(name ?? '', path ?? '')
  }
  return {
    name: 'lucide-icon-modules',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('lucide-react')) return null
      const rewritten = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g,
        (whole, list: string) =>
          list
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
            .map((part) => {
              const [imported = '', local = imported] = part.split(/\s+as\s+/)
              const path = file.get(imported)
              if (!path) throw new Error(`lucide-react has no icon ${imported} (in ${id}: ${whole})`)
              return `import ${local} from 'lucide-react/icons/${path}';`
            })
            .join('\n'),
      )
      return { code: rewritten, map: null }
    },
  }
}

const SHELL_ROOTS = /[\\/]app[\\/](root|routes[\\/]locale-layout)\.tsx/
/** The pages a visitor lands on (their weight is budgeted); each pair of them shares its common code. */
const LANDING_PAGES = ['home', 'products', 'product'] as const
/**
 * The other pages with a first-load budget (the public forms and content pages, measured by
 * bench/perf/script-weight.ts): code they use is filed by which of them use it, so the login page
 * neither loads the catalogue's grid along with the alert both show nor a dozen files of its own.
 */
const BUDGETED_PAGES = [
  'contact',
  'login',
  'register',
  'cart',
  'wishlist',
  'faq',
  'trade-routes',
  'privacy',
  'terms',
]
/** Pages that send a visitor to login, so load its code anyway: where login uses a module, it stands for them. */
const SEND_TO_LOGIN = ['cart', 'wishlist']
/** A route module (split route chunks carry a `?route-chunk=` query), named as in routes.ts. */
const ROUTE = /[\\/]app[\\/]routes[\\/]([\w/-]+)\.tsx(?:\?|$)/
/**
 * Libraries the shell imports but whose code is mostly used elsewhere get chunks of their own:
 * Rollup adds every static dependency of a manual chunk to it unless another manual chunk holds it.
 * The start-up translations of one language (i18n.ts) travel as one file.
 */
const OWN_CHUNKS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, () => 'framework'],
  [/node_modules[\\/]zod[\\/]/, () => 'zod'],
  // React Query's index re-exports every hook; those the shell does not call (forms' mutations,
  // the console's useIsMutating) would otherwise ride along with it.
  [
    /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|useMutationState|mutationObserver|useInfiniteQuery|infiniteQueryObserver|useSuspense\w*|useQueries|queriesObserver|usePrefetch\w*|useIsFetching|streamedQuery)\.js$/,
    () => 'query-hooks',
  ],
  [/[\\/]locales[\\/](\w+)[\\/](common|catalog|newsletter)\.json/, (match) => `locale-${match[1]}`],
]

const CONTRACT = /packages[\\/]contracts[\\/]src[\\/]([\w-]+)\.ts/
const ZOD = /node_modules[\\/]zod[\\/]/

type ModuleGraph = {
  getModuleIds: () => IterableIterator<string>
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null
}

/** Every module `roots` import statically, directly or not, short of `stop`. */
function staticReach(graph: ModuleGraph, roots: string[], stop: Set<string>): Set<string> {
  const reached = new Set<string>()
  const queue = [...roots]
  for (let m = queue.pop(); m !== undefined; m = queue.pop()) {
    if (reached.has(m) || stop.has(m)) continue
    reached.add(m)
    queue.push(...(graph.getModuleInfo(m)?.importedIds ?? []))
  }
  return reached
}

/** Which routes import each module statically, outside `shell` (a route's split chunks count as it). */
function routeUsers(graph: ModuleGraph, shell: Set<string>): Map<string, string[]> {
  const roots = new Map<string, string[]>()
  for (const m of graph.getModuleIds()) {
    const route = ROUTE.exec(m)?.[1]
    if (route) roots.set(route, [...(roots.get(route) ?? []), m])
  }
  const users = new Map<string, string[]>()
  for (const [route, modules] of roots) {
    for (const m of staticReach(graph, modules, shell)) users.set(m, [...(users.get(m) ?? []), route])
  }
  return users
}

/** The file of code that the routes `routes` import, outside the shell; undefined leaves it to Rollup. */
function fileOf(routes: string[]): string | undefined {
  const landing = LANDING_PAGES.filter((page) => routes.includes(page))
  const budgeted = BUDGETED_PAGES.filter(
    (page) => routes.includes(page) && !(SEND_TO_LOGIN.includes(page) && routes.includes('login')),
  ).join('+')
  if (landing.length === LANDING_PAGES.length) return 'shell'
  if (landing.length === 0) return budgeted ? `public-${budgeted}` : undefined
  const pages = landing.join('+')
  if (landing.length === routes.length) return `page-${pages}`
  return budgeted ? `shared-${pages}-with-${budgeted}` : `shared-${pages}`
}

/**
 * Every page loads the root and the language layout with everything they import statically; left
 * to itself Rollup cuts that into some fifty files of a few hundred bytes, which compress worse
 * apart than together (measured: 60 KB gzip in 56 files against 45 KB as one). They go into one
 * `shell` chunk. The landing pages' own code is grouped the same way, by which of them use it
 * (`page-products`, `page-home+products`…); code all three use joins the shell. Code a landing page
 * shares with other pages goes into a file per group of landing pages (`shared-products`…): in
 * the landing page's own file it would make the contact form load the catalogue; the other pages
 * with a budget that use it name the file too (`shared-products-with-contact+login`). The code of
 * those pages, outside the shell and the landing pages' files, is grouped by which of them use it
 * (`public-login+register`), where Rollup cut it into a dozen files of a few hundred bytes. Only
 * static imports are followed, so nothing that loads on demand joins a first-load file.
 */
export function firstLoadChunks() {
  let groups: Map<string, string> | undefined
  return (id: string, graph: ModuleGraph): string | undefined => {
    for (const [pattern, name] of OWN_CHUNKS) {
      const match = pattern.exec(id)
      if (match) return name(match)
    }
    if (!groups) {
      // A contract module other pages use keeps their schemas, and zod with them, so it stays apart:
      // a first-load file then imports it only for what it reads itself (constants, no schema).
      // One that reaches no zod (constants and rules only) joins its group like any module.
      const group = (m: string, name: string) => {
        const contract = CONTRACT.exec(m)
        const schemas = contract && [...staticReach(graph, [m], new Set())].some((d) => ZOD.test(d))
        groups?.set(m, schemas && contract ? `contracts-${contract[1]}` : name)
      }
      const shell = staticReach(
        graph,
        [...graph.getModuleIds()].filter((m) => SHELL_ROOTS.test(m)),
        new Set(),
      )
      groups = new Map()
      for (const m of shell) group(m, 'shell')
      for (const [m, routes] of routeUsers(graph, shell)) {
        const name = fileOf(routes)
        if (name) group(m, name)
      }
    }
    return groups.get(id)
  }
}
