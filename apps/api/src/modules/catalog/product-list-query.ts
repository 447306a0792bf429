import type { Locale } from '@caravanserai/contracts/languages'
import { type SQL, sql } from 'drizzle-orm'
import { idArray } from '../../db/id-array.ts'
import { containsPattern } from '../../db/like-pattern.ts'
import type { ProductFilters } from './product-filters.ts'
import { searchConfig } from './search-index.ts'

/** The largest id a PostgreSQL integer column holds. */
const MAX_ID = 2_147_483_647

/** Conditions on products `p` for the filters; every value is a bound parameter. */
function conditions(f: ProductFilters, locale: Locale, userId: number | null): SQL[] {
  const where: SQL[] = [sql`p.is_active`, sql`p.deleted_at is null`]
  if (f.categoryId) where.push(sql`p.category_id = ${f.categoryId}`)
  if (f.productTypeId) where.push(sql`p.product_type_id = ${f.productTypeId}`)
  // The lowest unit price a buyer can reach (docs/product.md#volume-price-tiers).
  if (f.priceMin !== undefined) where.push(sql`p.lowest_price >= ${f.priceMin}`)
  if (f.priceMax !== undefined) where.push(sql`p.lowest_price <= ${f.priceMax}`)
  // One variation must carry every filtered attribute (any of its values): the buyer can order it.
  // The rows name their product, so the filter walks the (value, product, variation) index from
  // the chosen values to products, without a lookup per variation (decision 026).
  if (f.attributes.size > 0) {
    const valueIds = (attributeId: number, values: string[]) => sql`(select avt.attribute_value_id
      from attribute_value_translations avt join attribute_values av on av.id = avt.attribute_value_id
      where av.attribute_id = ${attributeId} and lower(avt.value) in (${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}))`
    const [first, ...others] = [...f.attributes]
    const [firstId, firstValues] = first!
    const sameVariation = others.map(([attributeId, values], index) => {
      const alias = sql.raw(`vav${index}`)
      return sql`exists (select 1 from variation_attribute_values ${alias}
        where ${alias}.product_variation_id = vav.product_variation_id
          and ${alias}.attribute_value_id in ${valueIds(attributeId, values)})`
    })
    where.push(sql`exists (select 1 from variation_attribute_values vav
      where vav.product_id = p.id and vav.attribute_value_id in ${valueIds(firstId, firstValues)}
      ${sameVariation.length ? sql`and ${sql.join(sameVariation, sql` and `)}` : sql``})`)
  }
  if (f.producer) {
    // Digits are an id, within what an id column holds (past it, no producer has it); else a name.
    const id = /^\d+$/.test(f.producer) ? Number(f.producer) : null
    where.push(
      id === null
        ? sql`exists (select 1 from producers pr where pr.id = p.producer_id and pr.name ilike ${containsPattern(f.producer)})`
        : id <= MAX_ID
          ? sql`p.producer_id = ${id}`
          : sql`false`,
    )
  }
  if (f.verifiedProducers) {
    where.push(sql`exists (select 1 from producers pr where pr.id = p.producer_id and pr.is_verified)`)
  }
  if (f.name) {
    where.push(sql`exists (select 1 from product_translations pt where pt.product_id = p.id
      and pt.locale in (${locale}::locale, 'en') and pt.name ilike ${containsPattern(f.name)})`)
  }
  if (f.wishlisted !== undefined) {
    const listed =
      userId === null
        ? sql`false`
        : sql`exists (select 1 from wishlist_items w where w.user_id = ${userId} and w.product_id = p.id)`
    where.push(f.wishlisted ? listed : sql`not ${listed}`)
  }
  return where
}

/**
 * The text query of a normalised search in one locale (docs/decisions/012): every word of the
 * search must match, as the locale's configuration parses it (stemmed in English and Russian),
 * or as one of the eight known words most like it (search_lexicon, pg_trgm `<%`), which forgives
 * a typo or another word form. Null when no word means anything (then nothing matches).
 */
function textQuery(search: string, locale: Locale): SQL {
  return sql`select string_agg('(' || x.t::text || ')', ' & ')::tsquery from (${wordQueries(search, locale)}) x`
}

/** One row per word of the search that means anything: its text query `t` (see textQuery). */
export function wordQueries(search: string, locale: Locale): SQL {
  const config = searchConfig(locale)
  // `offset 0` keeps each word's query a row of its own, made once, not an expression copied.
  return sql`select x.t from unnest(string_to_array(${search}, ' ')) q(w)
    cross join lateral (
      select plainto_tsquery(${config}, q.w) || coalesce((
        select string_agg(quote_literal(l.word), ' | ')::tsquery from (
          select l.word from search_lexicon l where l.locale = ${locale}::locale and q.w <% l.word
          order by word_similarity(q.w, l.word) desc, l.word limit 8) l), ''::tsquery) as t
      offset 0) x
    where numnode(x.t) > 0`
}

/**
 * Search (docs/product.md#search) in the request locale and in English: products whose words match the text
 * query, ranked by their name: containing the text first, then holding every word, then a match
 * elsewhere in the document; shorter names before longer within a rank. Yields (product_id, rank).
 * Each locale's text query is made once (a materialised CTE) and meets the GIN index as a value.
 */
function searchMatches(search: string, locale: Locale): SQL {
  const like = containsPattern(search)
  const locales: Locale[] = locale === 'en' ? ['en'] : [locale, 'en']
  const inLocale = (l: Locale) => sql`select ps.product_id,
      case when ps.name like ${like} then 3 when ps.name_words @@ q.t then 2 else 1 end - length(ps.name) / 1000.0 as rank
    from ${sql.raw(`q_${l}`)} q join product_search ps on ps.locale = ${l}::locale and ps.words @@ q.t`
  const queries = sql.join(
    locales.map((l) => sql`${sql.raw(`q_${l}(t)`)} as materialized (${textQuery(search, l)})`),
    sql`, `,
  )
  if (locales.length === 1) return sql`with ${queries} ${inLocale('en')}`
  return sql`with ${queries} select m.product_id, max(m.rank) as rank
    from (${inLocale(locale)} union all ${inLocale('en')}) m group by m.product_id`
}

/** Search alone, in relevance order: answered from the search rows, which hold visible products only. */
function searchOnly(f: ProductFilters): boolean {
  return (
    f.search !== undefined &&
    f.orderBy === undefined &&
    !f.categoryId &&
    !f.productTypeId &&
    f.priceMin === undefined &&
    f.priceMax === undefined &&
    f.attributes.size === 0 &&
    !f.producer &&
    !f.verifiedProducers &&
    !f.name &&
    f.wishlisted === undefined
  )
}

function ordering(f: ProductFilters): SQL {
  switch (f.orderBy) {
    case 'price_low_to_high':
      return sql`p.lowest_price asc, p.id asc`
    case 'price_high_to_low':
      return sql`p.lowest_price desc, p.id desc`
    case 'popularity':
      return sql`p.order_count desc, p.review_count desc, p.created_at desc, p.id desc`
    case 'date':
      return sql`p.created_at desc, p.id desc`
    default:
      // No order asked for: the best search match first, else the newest (the default sort).
      return f.search ? sql`s.rank desc, p.id desc` : sql`p.created_at desc, p.id desc`
  }
}

/** The ids of one page in order: the part of the query that filters and sorts. */
export function pageIdsQuery(
  f: ProductFilters,
  locale: Locale,
  userId: number | null,
  withTotal = false,
): SQL {
  const total = withTotal ? sql`, count(*) over () as total` : sql``
  if (f.search && searchOnly(f)) {
    // The page is a top-N of the matches and the count a pass over them: no sort of them all.
    return sql`with s as materialized (${searchMatches(f.search, locale)})
      select page.id, row_number() over (order by page.rank desc, page.id desc) as n
        ${withTotal ? sql`, (select count(*) from s) as total` : sql``}
      from (select s.product_id as id, s.rank from s order by s.rank desc, s.product_id desc
        limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}) page`
  }
  const matches = f.search ? sql`join (${searchMatches(f.search, locale)}) s on s.product_id = p.id` : sql``
  return sql`select p.id, row_number() over (order by ${ordering(f)}) as n
      ${total}
    from products p ${matches}
    where ${sql.join(conditions(f, locale, userId), sql` and `)}
    order by ${ordering(f)}
    limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`
}

/**
 * Attribute filters and search leave a set that has to be gathered whole to be sorted anyway:
 * counting it in the same pass beats filtering twice. Other listings walk an index and stop at
 * the page, so their count is better made apart (index-only).
 */
function countsInPass(f: ProductFilters): boolean {
  return f.attributes.size > 0 || f.search !== undefined
}

/** A page's stored card with is_wishlisted for the buyer (false for a visitor). */
function cardColumn(userId: number | null): SQL {
  const wishlisted =
    userId === null
      ? sql`'false'`
      : sql`case when exists (select 1 from wishlist_items w where w.user_id = ${userId} and w.product_id = page.id) then 'true' else 'false' end`
  return sql`left(c.card, -1) || ',"is_wishlisted":' || ${wishlisted} || '}' as card`
}

/**
 * One page of stored product cards (JSON text) and the total count in one round trip; each card
 * gets is_wishlisted for the buyer. An empty page has no rows: past page 1 that is a page past
 * the last whatever the count, and on page 1 the count is 0.
 */
export function productListQuery(f: ProductFilters, locale: Locale, userId: number | null): SQL {
  const card = cardColumn(userId)
  if (countsInPass(f)) {
    return sql`with page as (${pageIdsQuery(f, locale, userId, true)})
      select page.total::int as total, page.id, ${card}
      from page join product_cards c on c.product_id = page.id and c.locale = ${locale}::locale
      order by page.n`
  }
  return sql`with page as (${pageIdsQuery(f, locale, userId)}), total as (${productCountQuery(f, locale, userId)})
    select total.total, page.id, ${card}
    from total join (page join product_cards c on c.product_id = page.id and c.locale = ${locale}::locale) on true
    order by page.n`
}

/** One page of stored cards alone, for a listing whose count is known already (price-counts.ts). */
export function productPageQuery(f: ProductFilters, locale: Locale, userId: number | null): SQL {
  return sql`with page as (${pageIdsQuery(f, locale, userId)})
    select page.id, ${cardColumn(userId)}
    from page join product_cards c on c.product_id = page.id and c.locale = ${locale}::locale
    order by page.n`
}

/** The stored cards of the products `ids`, in that order (a page answered from facts: catalog-facts.ts). */
export function productCardsQuery(ids: readonly number[], locale: Locale, userId: number | null): SQL {
  return sql`with page as (select p.id, p.n from unnest(${idArray(ids)}) with ordinality p(id, n))
    select page.id, ${cardColumn(userId)}
    from page join product_cards c on c.product_id = page.id and c.locale = ${locale}::locale
    order by page.n`
}

/** How many products match. */
export function productCountQuery(f: ProductFilters, locale: Locale, userId: number | null): SQL {
  const matches = f.search ? sql`join (${searchMatches(f.search, locale)}) s on s.product_id = p.id` : sql``
  return sql`select count(*)::int as total from products p ${matches}
    where ${sql.join(conditions(f, locale, userId), sql` and `)}`
}
