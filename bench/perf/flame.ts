// A V8 CPU profile (.cpuprofile) read two ways: self time per function and per package, and a
// flame graph (SVG, root at the bottom, width = share of samples).
export type Profile = {
  nodes: {
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number }
    children?: number[]
  }[]
  samples: number[]
}

type Node = Profile['nodes'][number]

function where(node: Node): string {
  const { url } = node.callFrame
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]
  if (pkg) return pkg
  if (url.includes('/apps/')) return `caravanserai ${/apps\/(\w+)/.exec(url)?.[1] ?? ''}`.trim()
  if (url.startsWith('node:')) return 'node'
  return url ? 'other' : `(${node.callFrame.functionName || 'native'})`
}

const label = (node: Node) => {
  const file = node.callFrame.url.split('/').pop() ?? ''
  return `${node.callFrame.functionName || '(anonymous)'}${file ? ` ${file}:${node.callFrame.lineNumber + 1}` : ''}`
}

export function selfTimes(profile: Profile) {
  const counts = new Map<number, number>()
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1)
  const total = profile.samples.length
  const byFunction = new Map<string, number>()
  const byPackage = new Map<string, number>()
  for (const node of profile.nodes) {
    const n = counts.get(node.id) ?? 0
    if (n === 0) continue
    byFunction.set(label(node), (byFunction.get(label(node)) ?? 0) + n / total)
    byPackage.set(where(node), (byPackage.get(where(node)) ?? 0) + n / total)
  }
  // Inclusive: a function's samples and its callees', counted once per stack however deep it recurs.
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const inclusive = new Map<string, number>()
  for (const [id, n] of counts) {
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at)
      if (node && !seen.has(label(node))) {
        seen.add(label(node))
        inclusive.set(label(node), (inclusive.get(label(node)) ?? 0) + n / total)
      }
    }
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1])
  return { byFunction: sorted(byFunction), byPackage: sorted(byPackage), inclusive: sorted(inclusive) }
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

export function flameGraph(profile: Profile, title: string): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<number, number>()
  for (const id of profile.samples) self.set(id, (self.get(id) ?? 0) + 1)
  const totals = new Map<number, number>()
  const total = (id: number): number => {
    const known = totals.get(id)
    if (known !== undefined) return known
    const node = byId.get(id)
    const sum = (self.get(id) ?? 0) + (node?.children ?? []).reduce((s, c) => s + total(c), 0)
    totals.set(id, sum)
    return sum
  }
  const root = profile.nodes[0]
  if (!root) return ''
  const all = total(root.id) || 1
  const width = 1200
  const row = 16
  const rects: string[] = []
  let depthMax = 0
  const draw = (id: number, x: number, depth: number) => {
    const node = byId.get(id)
    const w = (total(id) / all) * width
    if (!node || w < 0.5) return
    depthMax = Math.max(depthMax, depth)
    const name = label(node)
    const hue = (where(node).length * 37) % 60
    rects.push(
      `<g><title>${xml(`${name} (${where(node)}) ${((total(id) / all) * 100).toFixed(1)}%`)}</title><rect x="${x.toFixed(1)}" y="${-depth * row}" width="${w.toFixed(1)}" height="${row - 1}" fill="hsl(${hue + 10},80%,${55 + (depth % 3) * 5}%)"/>${w > 40 ? `<text x="${(x + 3).toFixed(1)}" y="${-depth * row + 11}">${xml(name.slice(0, Math.floor(w / 6.5)))}</text>` : ''}</g>`,
    )
    let cx = x
    for (const child of node.children ?? []) {
      draw(child, cx, depth + 1)
      cx += (total(child) / all) * width
    }
  }
  draw(root.id, 0, 0)
  const height = (depthMax + 3) * row
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 ${-(depthMax + 1) * row} ${width} ${height}" font-family="monospace" font-size="10" role="img" aria-label="${xml(title)}">
<text x="4" y="${-depthMax * row - 2}" font-size="12" font-family="sans-serif">${xml(title)} — hover a frame for its share</text>
${rects.join('\n')}
</svg>
`
}
