import type { ReactNode } from 'react'
import { useId, useState } from 'react'
import { useTranslation } from '../../../lib/use-translation.tsx'

export type TableData = {
  caption: string
  /** Column headings; the first names the rows. */
  head: string[]
  rows: Array<{ key: string; cells: string[] }>
}

/** The chart's numbers as a real table: a caption, column and row headers. */
export function DataTable({ caption, head, rows }: TableData) {
  return (
    <div className="max-w-full overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="pb-2 text-start font-semibold text-ink-800">{caption}</caption>
        <thead>
          <tr className="border-sand-200 border-b">
            {head.map((h, i) => (
              <th
                key={h}
                scope="col"
                className={`px-2 py-1 font-semibold ${i === 0 ? 'text-start' : 'text-end'}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-sand-100 border-b">
              <th scope="row" className="px-2 py-1 text-start font-normal">
                {row.cells[0]}
              </th>
              {row.cells.slice(1).map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                <td key={i} className="px-2 py-1 text-end tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * One block of the report: its heading, the chart (or, on "Show as table", the same numbers as a
 * table), a legend and its CSV download.
 */
export function ChartFrame({
  title,
  hint,
  chart,
  legend,
  table,
  download,
  empty,
}: {
  title: string
  hint?: string
  chart: ReactNode
  legend?: ReactNode
  table: TableData
  download: ReactNode
  /** Said instead of the chart when there is nothing to draw. */
  empty?: string
}) {
  const { t } = useTranslation('analytics')
  const id = useId()
  const [asTable, setAsTable] = useState(false)
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3 rounded-lg bg-white p-4 ring-1 ring-sand-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h2 id={id} className="font-bold text-ink-900 text-lg">
            {title}
          </h2>
          {hint ? <p className="text-ink-600 text-sm">{hint}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={asTable}
            onClick={() => setAsTable(!asTable)}
            className="rounded-md px-3 py-1.5 font-semibold text-sm text-teal-800 ring-1 ring-sand-300 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-700 aria-pressed:bg-teal-800 aria-pressed:text-white"
          >
            {t('chart.showTable')}
          </button>
          {download}
        </div>
      </div>
      {asTable ? (
        <DataTable {...table} />
      ) : empty ? (
        <p className="text-ink-600 text-sm">{empty}</p>
      ) : (
        <>
          {chart}
          {legend}
        </>
      )}
    </section>
  )
}
