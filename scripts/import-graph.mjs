// The imports of a source tree as the boundary check reads them (scripts/boundaries.mjs): from the
// text, type-only imports included, each relative specifier resolved to the file it names.
import fs from 'node:fs'
import path from 'node:path'

export const SOURCE = /\.(ts|tsx|mts|mjs)$/
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx']

/** Every source file under `dir`, node_modules and dot-folders left out. */
export function walk(dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : walk(full)
    return SOURCE.test(entry.name) ? [full] : []
  })
}

/** The specifiers a source text imports or re-exports, with where each stands in the text. */
export function importsOf(text) {
  return [...text.matchAll(IMPORT)].map((match) => {
    const specifier = match[1] ?? match[2]
    return { specifier, index: match.index + match[0].indexOf(specifier) }
  })
}

/** The file a relative specifier names, or null (a package, or a file that is generated, not written). */
export function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null
  const base = path.resolve(path.dirname(from), specifier)
  for (const extension of EXTENSIONS) {
    const candidate = base + extension
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

/**
 * The loops of a graph (file → files it imports): for each group of files that reach one another,
 * the shortest loop through its first file in name order, ending where it starts.
 */
export function cyclesOf(graph) {
  const order = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const groups = []
  let next = 0
  function visit(node) {
    order.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!order.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node), low.get(target)))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), order.get(target)))
    }
    if (low.get(node) !== order.get(node)) return
    const group = []
    for (let member = stack.pop(); ; member = stack.pop()) {
      onStack.delete(member)
      group.push(member)
      if (member === node) break
    }
    if (group.length > 1 || graph.get(node)?.includes(node)) groups.push(group)
  }
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) visit(node)
  return groups.map((group) => shortestLoop(graph, new Set(group), [...group].sort()[0]))
}

/** The shortest path from `start` back to itself inside `members`, as the files it passes. */
function shortestLoop(graph, members, start) {
  const from = new Map()
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()
    for (const target of [...(graph.get(node) ?? [])].sort()) {
      if (target === start) {
        const back = []
        for (let at = node; at !== start; at = from.get(at)) back.push(at)
        return [start, ...back.reverse(), start]
      }
      if (!members.has(target) || from.has(target)) continue
      from.set(target, node)
      queue.push(target)
    }
  }
  return [start, start]
}
