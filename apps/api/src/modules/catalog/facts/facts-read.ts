import { LOCALES, type Locale } from '@caravanserai/contracts/languages'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../../db/client.ts'
import { idArray } from '../../../db/id-array.ts'
import {
  cheapestFirst,
  type Facts,
  newestFirst,
  type Postings,
  type SearchFacts,
  sortedIndices,
} from './facts.ts'

type ProductRow = {
  id: number
  category_id: number
  product_type_id: number
  cents: string
  order_count: number
  review_count: number
  micros: string
}

/** Cents and microseconds as exact integers, sent as text so that no driver rounds them. */
const PRODUCT_COLUMNS = sql`id, category_id, product_type_id, (lowest_price * 100)::bigint::text as cents,
  order_count, review_count, (extract(epoch from created_at) * 1000000)::bigint::text as micros`

const LISTED = sql`is_active and deleted_at is null`

/** Ids written as "1,2,3" by string_agg: one text column instead of an array each driver parses its way. */
const idsOf = (list: string): number[] => list.split(',').map(Number)

/** Reads every listed product's facts (docs/decisions/051-search-at-scale.md). */
export async function readFacts(db: Db): Promise<Facts> {
  const products = await queryRows<ProductRow>(
    db,
    sql`select ${PRODUCT_COLUMNS} from products where ${LISTED} order by id`,
  )
  const count = products.length
  const ids = Int32Array.from(products, (p) => p.id)
  const indexOf = new Map(products.map((p, i) => [p.id, i]))
  const facts: Omit<Facts, 'byDate' | 'byPrice'> = {
    ids,
    indexOf,
    category: Int32Array.from(products, (p) => p.category_id),
    type: Int32Array.from(products, (p) => p.product_type_id),
    cents: Float64Array.from(products, (p) => Number(p.cents)),
    orders: Int32Array.from(products, (p) => p.order_count),
    reviews: Int32Array.from(products, (p) => p.review_count),
    createdMicros: Float64Array.from(products, (p) => Number(p.micros)),
    byPopularity: null,
    ...(await readAttributes(db, indexOf)),
    search: await readSearch(db, indexOf, count),
    searched: { matches: new Map(), size: 0 },
    scratch: {
      stamp: 0,
      scores: new Float64Array(count),
      scored: new Int32Array(count),
      matches: new Int32Array(count),
      words: { at: new Int32Array(count), reached: new Int32Array(count) },
      nameWords: { at: new Int32Array(count), reached: new Int32Array(count) },
      marked: new Uint8Array(count),
      candidates: new Int32Array(count),
      keys: new Float64Array(count),
    },
  }
  return {
    ...facts,
    byDate: sortedIndices(count, newestFirst(facts)),
    byPrice: sortedIndices(count, cheapestFirst(facts)),
  }
}

async function readAttributes(db: Db, indexOf: Map<number, number>) {
  const names = await queryRows<{ attribute_id: number; id: number; value: string }>(
    db,
    sql`select av.attribute_id, av.id, lower(avt.value) as value
      from attribute_value_translations avt join attribute_values av on av.id = avt.attribute_value_id`,
  )
  const attributeValues = new Map<number, Map<string, number[]>>()
  for (const { attribute_id: attribute, id, value } of names) {
    const values = attributeValues.get(attribute) ?? new Map<string, number[]>()
    attributeValues.set(attribute, values)
    const same = values.get(value)
    if (!same) values.set(value, [id])
    else if (!same.includes(id)) same.push(id)
  }
  const variations = await queryRows<{ product_id: number; values: string }>(
    db,
    sql`select vav.product_id, string_agg(vav.attribute_value_id::text, ',' order by vav.attribute_value_id) as values
      from variation_attribute_values vav group by vav.product_variation_id, vav.product_id
      order by vav.product_variation_id`,
  )
  const listed = variations.filter((v) => indexOf.has(v.product_id))
  const variationProduct = Int32Array.from(listed, (v) => indexOf.get(v.product_id) as number)
  const valueStart = new Int32Array(listed.length + 1)
  const all: number[] = []
  const slotsOf = new Map<number, number[]>()
  listed.forEach((variation, slot) => {
    for (const value of idsOf(variation.values)) {
      all.push(value)
      const slots = slotsOf.get(value)
      if (slots) slots.push(slot)
      else slotsOf.set(value, [slot])
    }
    valueStart[slot + 1] = all.length
  })
  return {
    attributeValues,
    valueVariations: new Map([...slotsOf].map(([value, slots]) => [value, Int32Array.from(slots)])),
    variationProduct,
    valueStart,
    variationValues: Int32Array.from(all),
  }
}

/** Lexemes are joined by the unit separator, which no normalised word holds. */
const SEPARATOR = '\u001f'

/** Pairs (lexeme id, product index) gathered in product order, sorted into postings by lexeme. */
class PostingsBuilder {
  lexemes: number[] = []
  products: number[] = []
  add(lexeme: number, product: number) {
    this.lexemes.push(lexeme)
    this.products.push(product)
  }
  build(lexemeCount: number): Postings {
    const start = new Int32Array(lexemeCount + 1)
    for (const lexeme of this.lexemes) (start[lexeme + 1] as number)++
    for (let id = 0; id < lexemeCount; id++) start[id + 1] = (start[id + 1] as number) + (start[id] as number)
    const next = start.slice(0, lexemeCount)
    const products = new Int32Array(this.products.length)
    this.lexemes.forEach((lexeme, at) => {
      products[(next[lexeme] as number)++] = this.products[at] as number
    })
    return { start, products }
  }
}

/**
 * One locale's search rows of listed products, read in id order so that every posting is
 * ascending; lexeme ids come from `lexemes`, which every locale shares.
 */
async function readLocale(
  db: Db,
  locale: Locale,
  indexOf: Map<number, number>,
  count: number,
  lexemes: Map<string, number>,
) {
  const rows = await queryRows<{
    product_id: number
    name: string
    length: number
    words: string
    name_words: string
  }>(
    db,
    sql`select product_id, name, length(name) as length,
        array_to_string(tsvector_to_array(words), chr(31)) as words,
        array_to_string(tsvector_to_array(name_words), chr(31)) as name_words
      from product_search where locale = ${locale}::locale order by product_id`,
  )
  const idOf = (lexeme: string) => {
    const known = lexemes.get(lexeme)
    if (known !== undefined) return known
    lexemes.set(lexeme, lexemes.size)
    return lexemes.size - 1
  }
  const words = new PostingsBuilder()
  const nameWords = new PostingsBuilder()
  const names = new Array<string>(count).fill('')
  const nameLengths = new Int32Array(count)
  for (const row of rows) {
    const index = indexOf.get(row.product_id)
    if (index === undefined) continue
    names[index] = row.name
    nameLengths[index] = row.length
    if (row.words) for (const lexeme of row.words.split(SEPARATOR)) words.add(idOf(lexeme), index)
    if (row.name_words)
      for (const lexeme of row.name_words.split(SEPARATOR)) nameWords.add(idOf(lexeme), index)
  }
  // One string per locale rather than one per product: fewer objects for each collection to mark.
  const nameStart = new Int32Array(count + 1)
  names.forEach((name, index) => {
    nameStart[index + 1] = (nameStart[index] as number) + name.length
  })
  return { words, nameWords, names: names.join(''), nameStart, nameLengths }
}

async function readSearch(db: Db, indexOf: Map<number, number>, count: number) {
  const lexemes = new Map<string, number>()
  const read = []
  for (const locale of LOCALES)
    read.push({ locale, ...(await readLocale(db, locale, indexOf, count, lexemes)) })
  return new Map<Locale, SearchFacts>(
    read.map(({ locale, words, nameWords, ...rest }) => [
      locale,
      { lexemes, words: words.build(lexemes.size), nameWords: nameWords.build(lexemes.size), ...rest },
    ]),
  )
}

/**
 * Reads again the facts a stock change may have changed (checkout and cancellation count orders)
 * into `facts`. False when anything else about these products differs from what `facts` holds (a
 * product listed or unlisted, moved or repriced): then all facts must be read again.
 */
export async function refreshFacts(db: Db, facts: Facts, productIds: readonly number[]): Promise<boolean> {
  const rows = await queryRows<ProductRow & { listed: boolean }>(
    db,
    sql`select ${PRODUCT_COLUMNS}, (${LISTED}) as listed from products where id = any(${idArray(productIds)})`,
  )
  const same = rows.every((row) => {
    const i = facts.indexOf.get(row.id)
    if (i === undefined) return !row.listed
    return (
      row.listed &&
      facts.category[i] === row.category_id &&
      facts.type[i] === row.product_type_id &&
      facts.cents[i] === Number(row.cents) &&
      facts.createdMicros[i] === Number(row.micros)
    )
  })
  if (!same) return false
  for (const row of rows) {
    const i = facts.indexOf.get(row.id)
    if (i === undefined) continue
    facts.orders[i] = row.order_count
    facts.reviews[i] = row.review_count
  }
  facts.byPopularity = null
  return true
}
