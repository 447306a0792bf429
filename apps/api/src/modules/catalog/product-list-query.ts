import type { Locale } from '@caravanserai/contracts/languages'
import { type SQL, sql } from 'drizzle-orm'
import type { ProductFilters } from './product-filters.ts'

/** Conditions on products `p` for the filters; every value is a bound parameter. */
function conditions(f: ProductFilters, locale: Locale, userId: number | null): SQL[] {
  const where: SQL[] = [sql`p.is_active`, sql`p.deleted_at is null`]
  if (f.categoryId) where.push(sql`p.category_id = ${f.categoryId}`)
  if (f.productTypeId) where.push(sql`p.product_type_id = ${f.productTypeId}`)
  if (f.priceMin !== undefined) where.push(sql`p.price >= ${f.priceMin}`)
  if (f.priceMax !== undefined) where.push(sql`p.price <= ${f.priceMax}`)
  // One variation must carry every filtered attribute (any of its values): the buyer can order it.
  if (f.attributes.size > 0) {
    const perAttribute = [...f.attributes].map(
      ([attributeId, values]) => sql`exists (select 1 from variation_attribute_values vav
        join attribute_values av on av.id = vav.attribute_value_id and av.attribute_id = ${attributeId}
        join attribute_value_translations avt on avt.attribute_value_id = av.id
        where vav.product_variation_id = v.id and lower(avt.value) in (${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )}))`,
    )
    where.push(sql`exists (select 1 from product_variations v where v.product_id = p.id
      and ${sql.join(perAttribute, sql` and `)})`)
  }
  if (f.producer) {
    where.push(
      /^\d+$/.test(f.producer)
        ? sql`p.producer_id = ${Number(f.producer)}`
        : sql`exists (select 1 from producers pr where pr.id = p.producer_id and pr.name ilike ${`%${f.producer}%`})`,
    )
  }
  if (f.name) {
    where.push(sql`exists (select 1 from product_translations pt where pt.product_id = p.id
      and pt.locale in (${locale}::locale, 'en') and pt.name ilike ${`%${f.name}%`})`)
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

const CONFIG: Record<Locale, string> = { en: 'english', ru: 'russian', hy: 'simple', fa: 'simple' }

/**
 * Search (issue 3) over the product documents in the request locale and in English: the name
 * containing the text, a typo-tolerant word match on the name (pg_trgm `<%`), or the document's
 * words (stemmed in English and Russian). Each condition has its index, so matches are found
 * first and ranked cheaply, by the name alone (a document-only match ranks last).
 */
function searchMatches(search: string, locale: Locale): SQL {
  const like = `%${search}%`
  const words = (l: Locale) =>
    sql`(ps.locale = ${l}::locale and ps.words @@ plainto_tsquery(${sql.raw(`'${CONFIG[l]}'`)}::regconfig, ${search}))`
  return sql`join (
    select ps.product_id,
      -- A name containing the text outranks any similarity; shorter such names first.
      max(case when ps.name like ${like} then 3 - length(ps.name) / 1000.0 else word_similarity(${search}, ps.name) end) as rank
    from product_search ps
    where ps.locale in (${locale}::locale, 'en')
      and (ps.name like ${like} or ${search} <% ps.name or ${words(locale)}${locale === 'en' ? sql`` : sql` or ${words('en')}`})
    group by ps.product_id
  ) s on s.product_id = p.id`
}

function ordering(f: ProductFilters): SQL {
  switch (f.orderBy) {
    case 'price_low_to_high':
      return sql`p.price asc, p.id asc`
    case 'price_high_to_low':
      return sql`p.price desc, p.id desc`
    case 'popularity':
      return sql`p.order_count desc, p.review_count desc, p.created_at desc, p.id desc`
    case 'date':
      return sql`p.created_at desc, p.id desc`
    default:
      // No order asked for: the best search match first, else the newest (SPEC §9 default).
      return f.search ? sql`s.rank desc, p.created_at desc, p.id desc` : sql`p.created_at desc, p.id desc`
  }
}

/** The ids of one page in order: the part of the query that filters and sorts. */
export function pageIdsQuery(
  f: ProductFilters,
  locale: Locale,
  userId: number | null,
  withTotal = false,
): SQL {
  const matches = f.search ? searchMatches(f.search, locale) : sql``
  return sql`select p.id, row_number() over (order by ${ordering(f)}) as n
      ${withTotal ? sql`, count(*) over () as total` : sql``}
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

/**
 * One page of stored product cards (JSON text) and the total count in one round trip; each card
 * gets is_wishlisted for the buyer. An empty page has no rows: past page 1 that is a page past
 * the last whatever the count, and on page 1 the count is 0.
 */
export function productListQuery(f: ProductFilters, locale: Locale, userId: number | null): SQL {
  const wishlisted =
    userId === null
      ? sql`'false'`
      : sql`case when exists (select 1 from wishlist_items w where w.user_id = ${userId} and w.product_id = page.id) then 'true' else 'false' end`
  const card = sql`left(c.card, -1) || ',"is_wishlisted":' || ${wishlisted} || '}' as card`
  if (countsInPass(f)) {
    return sql`with page as (${pageIdsQuery(f, locale, userId, true)})
      select page.total::int as total, ${card}
      from page join product_cards c on c.product_id = page.id and c.locale = ${locale}::locale
      order by page.n`
  }
  return sql`with page as (${pageIdsQuery(f, locale, userId)}), total as (${productCountQuery(f, locale, userId)})
    select total.total, ${card}
    from total join (page join product_cards c on c.product_id = page.id and c.locale = ${locale}::locale) on true
    order by page.n`
}

/** How many products match. */
export function productCountQuery(f: ProductFilters, locale: Locale, userId: number | null): SQL {
  const matches = f.search ? searchMatches(f.search, locale) : sql``
  return sql`select count(*)::int as total from products p ${matches}
    where ${sql.join(conditions(f, locale, userId), sql` and `)}`
}
