import type { Locale } from '@caravanserai/contracts/languages'
import {
  MILESTONE_IMPORT_MAX_ROWS,
  type MilestoneImportRefusal,
  RecordMilestoneBodySchema,
} from '@caravanserai/contracts/ops-shipments'
import { DELAY_DAYS_MAX } from '@caravanserai/contracts/shipments'
import { sql } from 'drizzle-orm'
import type { FastifySchemaValidationError } from 'fastify'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { type MessageKey, translate } from '../../i18n/messages.ts'
import { fieldErrors } from '../../plugins/validation-messages.ts'
import type { AuditActor } from '../audit/audit-log.ts'
import { readCsv } from '../catalog-import/sheet-csv.ts'
import { SheetError } from '../catalog-import/sheet-error.ts'
import { type MilestoneWrite, recordMilestones } from './milestones.ts'

// The milestones of a CSV, all or nothing (docs/decisions/060-shipment-milestones.md).

export const IMPORT_HEADER = ['tracking_number', 'event', 'date', 'place', 'note', 'delay_days'] as const

/** The body's fields as the file names its columns. */
const COLUMN_OF: Record<string, string> = { kind: 'event', occurred_on: 'date' }

/** A file refused for its rows: every refused row's line and message, in the request language. */
export class ImportRefused extends Error {
  constructor(readonly answer: MilestoneImportRefusal) {
    super('shipments.importRefused')
  }
}

type Line = { line: number; message: string }

/** The file's rows under its header, within bounds; a file that is not such a CSV is refused whole. */
function readRows(content: Buffer) {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content)
  } catch {
    throw new AppError('shipments.importNotText', 422)
  }
  let rows: ReturnType<typeof readCsv>
  try {
    rows = readCsv(text, {
      rows: MILESTONE_IMPORT_MAX_ROWS + 1,
      columns: IMPORT_HEADER.length,
      textChars: content.length,
      sharedTexts: 0,
      partBytes: content.length,
    })
  } catch (error) {
    if (error instanceof SheetError) throw new AppError('shipments.importDamaged', 422)
    throw error
  }
  const [header, ...lines] = rows
  const names = header?.cells.map((cell) => cell.trim().toLowerCase())
  if (!header || header.cut || names?.join(',') !== IMPORT_HEADER.join(','))
    throw new AppError('shipments.importHeader', 422, { header: IMPORT_HEADER.join(',') })
  if (lines.length === 0) throw new AppError('shipments.importEmpty', 422)
  if (lines.length > MILESTONE_IMPORT_MAX_ROWS)
    throw new AppError('shipments.importTooManyRows', 422, { max: MILESTONE_IMPORT_MAX_ROWS })
  return lines
}

/** What is wrong with a row's fields, as the single call's validation says it, in one line. */
function rowMessage(issues: FastifySchemaValidationError[], locale: Locale): string {
  return Object.entries(fieldErrors(issues, locale))
    .map(([field, messages]) =>
      translate(locale, 'shipments.importLine', {
        field: COLUMN_OF[field] ?? field,
        message: messages.join(' '),
      }),
    )
    .join(' ')
}

/**
 * Records the milestones of a CSV `content` (header IMPORT_HEADER, at most
 * MILESTONE_IMPORT_MAX_ROWS rows): each row checked as POST …/milestones/ checks its body, against
 * the one shipment with its tracking number and the rows above it, in one transaction. Any refused
 * row refuses the file (ImportRefused, with every refused row) and nothing is recorded. Returns
 * how many were recorded.
 */
export async function importMilestones(
  db: Db,
  content: Buffer,
  staff: AuditActor,
  now: Date,
  locale: Locale,
): Promise<number> {
  const rows = readRows(content)
  const errors: Line[] = []
  const refuse = (line: number, key: MessageKey, params: Record<string, string | number> = {}) =>
    errors.push({ line, message: translate(locale, key, params) })
  const trackings = [...new Set(rows.map((r) => (r.cells[0] ?? '').trim()).filter(Boolean))]
  const found = await queryRows<{ tracking: string; ids: number[] }>(
    db,
    sql`select tracking_number as tracking, array_agg(id order by id) as ids from shipments
      where tracking_number in (select value from json_array_elements_text(${JSON.stringify(trackings)}::json))
      group by tracking_number`,
  )
  const byTracking = new Map(found.map((f) => [f.tracking, f.ids]))
  const writes: (MilestoneWrite & { line: number })[] = []
  for (const { line, cells, cut } of rows) {
    if (cut || cells.length !== IMPORT_HEADER.length) {
      refuse(line, 'shipments.importColumns')
      continue
    }
    const [tracking, kind, day, place, note, delay] = cells.map((c) => c.trim()) as string[]
    if (delay && !/^\d+$/.test(delay!)) {
      refuse(line, 'shipments.importDelayDays')
      continue
    }
    const body = RecordMilestoneBodySchema.safeParse({
      kind,
      occurred_on: day,
      ...(place ? { place } : {}),
      ...(note ? { note } : {}),
      // Digits past any bound read as one past the bound, so the row is told the bound alone.
      ...(delay ? { delay_days: Math.min(Number(delay), DELAY_DAYS_MAX + 1) } : {}),
    })
    const ids = byTracking.get(tracking!) ?? []
    if (ids.length !== 1) {
      const key = ids.length === 0 ? 'shipments.importUnknownTracking' : 'shipments.importSharedTracking'
      refuse(line, key, { tracking: tracking!.slice(0, 100) })
      continue
    }
    if (!body.success) {
      const issues = body.error.issues.map((issue) => ({
        keyword: issue.code,
        instancePath: `/${issue.path.join('/')}`,
        schemaPath: '',
        message: issue.message,
        params: { ...issue },
      }))
      errors.push({ line, message: rowMessage(issues, locale) })
      continue
    }
    writes.push({ ...body.data, shipmentId: ids[0]!, line })
  }
  return inTransaction(db, async (tx) => {
    const refused = writes.length > 0 ? await recordMilestones(tx, writes, staff, now) : []
    for (const { index, error } of refused)
      errors.push({ line: writes[index]!.line, message: translate(locale, error.code, error.params) })
    if (errors.length > 0) {
      errors.sort((a, b) => a.line - b.line)
      throw new ImportRefused({
        detail: translate(locale, 'shipments.importRefused', { count: errors.length }),
        code: 'shipments.importRefused',
        errors,
      })
    }
    return writes.length
  })
}
