// The benchmarks' page (docs/benchmarks/cluster.md): each benchmark rewrites its own section,
// between `<!-- name:start -->` and `<!-- name:end -->`, and leaves the others as they are.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const DOCS = path.resolve(import.meta.dirname, '../../docs/benchmarks')
const PAGE = path.join(DOCS, 'cluster.md')
const TITLE = `# The cluster under write traffic

Measured by the harness in \`bench/\` on three production instances of the built product behind
HAProxy, with a private PostgreSQL, Redis and SMTP sink on the same machine (\`bench/cluster/\`).
Each section is rewritten by the command named in it.
`

export function writeSection(name: string, markdown: string) {
  fs.mkdirSync(DOCS, { recursive: true })
  let page = fs.existsSync(PAGE) ? fs.readFileSync(PAGE, 'utf8') : `${TITLE}\n`
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const section = `${start}\n${markdown.trim()}\n${end}`
  const from = page.indexOf(start)
  const to = page.indexOf(end)
  page =
    from >= 0 && to > from
      ? page.slice(0, from) + section + page.slice(to + end.length)
      : `${page.trimEnd()}\n\n${section}\n`
  fs.writeFileSync(PAGE, page)
}

/** A markdown table from a header row and rows of cells. */
export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

/** When and on what a figure was taken: "2026-11-26, 2 cores (…), 24 GiB, Node.js v24.21.0, load 1.9 at the end". */
export function machine(): string {
  const cpus = os.cpus()
  const memory = Math.round(os.totalmem() / 2 ** 30)
  return `${new Date().toISOString().slice(0, 10)}, ${cpus.length} cores (${cpus[0]?.model.trim()}), ${memory} GiB, Node.js ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} at the end`
}
