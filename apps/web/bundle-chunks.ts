// How the browser's JavaScript is cut into files: first-load code in as few files as compress
// well (issue 5's 150 KB budget), everything else left to Rollup's route splitting.
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
/**
 * Libraries the shell imports but whose code is mostly used elsewhere get chunks of their own:
 * Rollup adds every static dependency of a manual chunk to it unless another manual chunk holds it.
 */
const OWN_CHUNKS: [RegExp, string][] = [
  [/node_modules[\\/](react|react-router)[\\/]/, 'react-router'],
  [/node_modules[\\/]zod[\\/]/, 'zod'],
]

type ModuleGraph = {
  getModuleIds: () => IterableIterator<string>
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null
}

/**
 * Every page loads the root and the language layout with everything they import statically; left
 * to itself Rollup cuts that into some fifty files of a few hundred bytes, which compress worse
 * apart than together (measured: 60 KB gzip in 56 files against 45 KB as one). They go into one
 * `shell` chunk. Only static imports are followed, so nothing a lazy route alone needs joins it.
 */
export function shellChunk() {
  let shell: Set<string> | undefined
  return (id: string, graph: ModuleGraph): string | undefined => {
    const own = OWN_CHUNKS.find(([pattern]) => pattern.test(id))
    if (own) return own[1]
    if (!shell) {
      shell = new Set()
      const queue = [...graph.getModuleIds()].filter((m) => SHELL_ROOTS.test(m))
      for (let m = queue.pop(); m !== undefined; m = queue.pop()) {
        if (shell.has(m)) continue
        shell.add(m)
        queue.push(...(graph.getModuleInfo(m)?.importedIds ?? []))
      }
    }
    return shell.has(id) ? 'shell' : undefined
  }
}
