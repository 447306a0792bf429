import { CurrencyCodeSchema } from '@caravanserai/contracts/currencies'
import { BASE_CURRENCY } from '@caravanserai/contracts/currency-rules'
import {
  RATES_CSV_HEADER,
  RATES_CSV_MAX_ROWS,
  RateDaySchema,
  UnitsPerUsdSchema,
} from '@caravanserai/contracts/ops-currencies'
import { AppError } from '../../errors.ts'
import type { MessageKey } from '../../i18n/messages.ts'
import { readCsv } from '../catalog-import/sheet-csv.ts'
import { SheetError } from '../catalog-import/sheet-error.ts'
import type { NewRate } from './currency-rates.ts'

/** A bad line: the whole upload is refused with its number and its problem (400). */
const lineError = (key: MessageKey, line: number, params: Record<string, string | number> = {}) =>
  new AppError(key, 400, { line, ...params })

/**
 * The rates of an uploaded CSV (docs/decisions/045-currencies.md): the header
 * `currency,units_per_usd,effective_on`, then one rate a line, read within bounds by the
 * catalogue import's reader (comma or semicolon, quotes, a byte-order mark). A decimal comma in a
 * rate is read as a point, as spreadsheets in Russian and Armenian write it. The first bad line
 * refuses the file, in the operator's language; nothing is kept of it.
 */
export function readRatesCsv(content: Buffer): NewRate[] {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content)
  } catch {
    throw new AppError('currencies.csvNotText', 400)
  }
  let rows: ReturnType<typeof readCsv>
  try {
    rows = readCsv(text, {
      rows: RATES_CSV_MAX_ROWS + 1,
      columns: RATES_CSV_HEADER.length,
      textChars: content.length,
      sharedTexts: 0,
      partBytes: content.length,
    })
  } catch (error) {
    if (error instanceof SheetError) throw new AppError('currencies.csvDamaged', 400)
    throw error
  }
  const [header, ...lines] = rows
  const names = header?.cells.map((cell) => cell.trim().toLowerCase())
  if (!header || header.cut || names?.join(',') !== RATES_CSV_HEADER.join(','))
    throw new AppError('currencies.csvHeader', 400, { header: RATES_CSV_HEADER.join(',') })
  if (lines.length === 0) throw new AppError('currencies.csvEmpty', 400)
  if (lines.length > RATES_CSV_MAX_ROWS)
    throw new AppError('currencies.csvTooManyRows', 400, { max: RATES_CSV_MAX_ROWS })
  const seen = new Map<string, number>()
  return lines.map(({ line, cells, cut }) => {
    if (cut || cells.length !== RATES_CSV_HEADER.length) throw lineError('currencies.csvColumns', line)
    const [code, rate, day] = cells.map((cell) => cell.trim()) as [string, string, string]
    const currency = CurrencyCodeSchema.safeParse(code.toUpperCase())
    if (!currency.success) throw lineError('currencies.csvCurrency', line, { value: code.slice(0, 20) })
    if (currency.data === BASE_CURRENCY) throw lineError('currencies.csvBaseRate', line)
    const units = UnitsPerUsdSchema.safeParse(/^\d+,\d+$/.test(rate) ? rate.replace(',', '.') : rate)
    if (!units.success) throw lineError('currencies.csvRate', line)
    const effective = RateDaySchema.safeParse(day)
    if (!effective.success) throw lineError('currencies.csvDay', line)
    const key = `${currency.data} ${effective.data}`
    const first = seen.get(key)
    if (first !== undefined) throw lineError('currencies.csvRepeated', line, { first })
    seen.set(key, line)
    return { currency: currency.data, units_per_usd: units.data, effective_on: effective.data }
  })
}
