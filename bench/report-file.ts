// The benchmarks' pages (docs/benchmarks/*.md): each benchmark rewrites its own section of one,
// between `<!-- name:start -->` and `<!-- name:end -->`, and leaves the rest as it is.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const DOCS = path.resolve(import.meta.dirname, '../docs/benchmarks')

/** Rewrites section `name` of docs/benchmarks/`page` (or `dir`/`page`), or adds it at the end. */
export function writeSection(page: string, name: string, markdown: string, dir = DOCS) {
  const file = path.join(dir, page)
  let text = fs.readFileSync(file, 'utf8')
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const section = `${start}\n${markdown.trim()}\n${end}`
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  text =
    from >= 0 && to > from
      ? text.slice(0, from) + section + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${section}\n`
  fs.writeFileSync(file, text)
}

/** A markdown table from a header row and rows of cells, its columns aligned as the formatter aligns them. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows].map((row) => row.map(String))
  const widths = header.map((_, column) => Math.max(3, ...cells.map((row) => row[column]?.length ?? 0)))
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  const [head = [], ...body] = cells
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n')
}

/** When and on what a figure was taken: "2026-11-26, 2 cores (…), 24 GiB, Node.js v24.21.0, load 1.9 at the end". */
export function machine(): string {
  const cpus = os.cpus()
  const memory = Math.round(os.totalmem() / 2 ** 30)
  return `${new Date().toISOString().slice(0, 10)}, ${cpus.length} cores (${cpus[0]?.model.trim()}), ${memory} GiB, Node.js ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} at the end`
}
