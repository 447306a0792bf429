// For the web's component tests (Vitest project `web`, a fresh module graph per file): a named
// import from `lucide-react` or `radix-ui`, each one module re-exporting a whole library, becomes
// an import of the one icon or primitive named. The production build tree-shakes those libraries;
// the tests load their dependencies unbundled, and every test file loaded both whole again, about
// 0.2 s and 0.2–0.6 s of its start (docs/architecture.md#tests). The modules imported are the
// ones the libraries' barrels re-export, so the code under test is the same.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)

/** Where each name a barrel exports comes from, read from the barrel itself. */
function barrelExports(file: string, pattern: RegExp): Map<string, string> {
  const names = new Map<string, string>()
  for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
    for (const name of (match[1] ?? '').matchAll(/default as (\w+)/g)) names.set(name[1]!, match[2]!)
  }
  return names
}

const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`))

/** `ChevronLeft` → `import ChevronLeft from 'lucide-react/icons/chevron-left'`. */
const lucide = barrelExports(
  path.join(packageDir('lucide-react'), 'dist/esm/lucide-react.mjs'),
  /export \{ ([^}]+) \} from '\.\/icons\/([\w-]+)\.mjs'/g,
)
/** `Dialog` → `import * as Dialog from '@radix-ui/react-dialog'`. */
const radix = new Map(
  [
    ...fs
      .readFileSync(path.join(packageDir('radix-ui'), 'dist/index.mjs'), 'utf8')
      .matchAll(/import \* as (\w+) from "(@radix-ui\/[\w-]+)"/g),
  ].map((m) => [m[1]!, m[2]!]),
)

/** Each `{ A, B as C }` imported from `from`, rewritten by `one`; left whole if a name is unknown. */
function splitImports(
  code: string,
  from: string,
  one: (name: string, local: string) => string | undefined,
): string {
  const statement = new RegExp(`import \\{([^}]+)\\} from ["']${from}["'];?`, 'g')
  return code.replace(statement, (whole, list: string) => {
    const parts = list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', local = name] = part.split(/\s+as\s+/)
        return one(name, local)
      })
    // One line still: the lines of the code under test keep their numbers.
    return parts.every(Boolean) ? parts.join(' ') : whole
  })
}

export function barrelImports(): Plugin {
  return {
    name: 'caravanserai:barrel-imports',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id)) return
      if (!code.includes('lucide-react') && !code.includes('radix-ui')) return
      let out = splitImports(code, 'lucide-react', (name, local) =>
        lucide.has(name) ? `import ${local} from 'lucide-react/icons/${lucide.get(name)}';` : undefined,
      )
      out = splitImports(out, 'radix-ui', (name, local) =>
        radix.has(name) ? `import * as ${local} from '${radix.get(name)}';` : undefined,
      )
      return out === code ? undefined : { code: out, map: null }
    },
  }
}
