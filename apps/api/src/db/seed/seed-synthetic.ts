import { sql } from 'drizzle-orm'
import { rebuildProductCards } from '../../modules/catalog/product-cards.ts'
import { LEXICON_WORD, searchConfigOf } from '../../modules/catalog/search-index.ts'
import { deriveMarks } from '../../modules/suppliers/verified-marks.ts'
import { type Db, inTransaction, queryRows } from '../client.ts'
import { ART_MOTIFS } from './demo/types.ts'
import { seedDemo } from './seed-demo.ts'

const WORDS = {
  en: ['Premium', 'Export', 'Select', 'Classic', 'Reserve', 'Standard', 'Choice', 'Heritage'],
  ru: ['Премиум', 'Экспортный', 'Отборный', 'Классический', 'Резерв', 'Стандарт', 'Избранный', 'Наследие'],
  hy: ['Պրեմիում', 'Արտահանման', 'Ընտրովի', 'Դասական', 'Պահուստային', 'Ստանդարտ', 'Ընտիր', 'Ժառանգություն'],
  fa: ['ممتاز', 'صادراتی', 'گزیده', 'کلاسیک', 'ذخیره', 'استاندارد', 'منتخب', 'میراث'],
} as const

/**
 * Fills the database with `count` products spread over the demo taxonomy (scale data for bench/):
 * translated names and descriptions, 1–4 variations with attribute values, a picture each, and
 * search documents. Set-based SQL, so 100,000 products take about a minute on PostgreSQL.
 */
export async function seedSynthetic(db: Db, count: number): Promise<void> {
  await seedDemo(db)
  const [before] = await queryRows<{ max: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as max from products`,
  )
  const first = (before?.max ?? 0) + 1
  await inTransaction(db, async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query)
    // Bulk statements here take longer than the pool's request-sized statement timeout.
    await run(sql`set local statement_timeout = 0`)
    await run(sql`insert into producers (name)
      select 'Synthetic Exporter ' || g from generate_series(1, 200) g
      on conflict (lower(name)) do nothing`)
    // Two in three checked: their licences a month ago, holding two years; the marks follow.
    await run(sql`insert into producer_verifications (producer_id, kind, verified_on, expires_on)
      select pr.id, k.kind::verification_kind, current_date - 30, current_date + 730
      from producers pr, (values ('business_licence'), ('export_licence')) k(kind)
      where pr.name like 'Synthetic Exporter %' and substr(pr.name, 20)::int % 3 <> 0
      on conflict (producer_id, kind) do nothing`)
    await deriveMarks(tx, new Date(), null)
    await run(sql`with t as (select array_agg(id order by id) ids, array_agg(category_id order by id) cats from product_types),
        pr as (select array_agg(id order by id) ids from producers)
      insert into products (category_id, product_type_id, producer_id, price, lowest_price, created_at, updated_at, order_count, review_count)
      select t.cats[k], t.ids[k], pr.ids[1 + floor(random() * array_length(pr.ids, 1))::int],
        r.price, r.price, ts, ts, floor(random() * 400)::int, floor(random() * 30)::int
      from generate_series(1, ${count}) g, t, pr,
        lateral (select 1 + floor(random() * array_length(t.ids, 1) + g * 0)::int as k,
                        round((1 + random() * random() * 9999 + g * 0)::numeric, 2) as price,
                        now() - random() * interval '720 days' - g * interval '0 s' as ts) r`)
    for (const [locale, words] of Object.entries(WORDS)) {
      await run(sql`insert into product_translations (product_id, locale, name, description)
        select p.id, ${locale}::locale,
          ptt.name || ' ' || (${sql.raw(`array[${words.map((w) => `'${w}'`).join(',')}]`)})[1 + p.id % 8] || ' ' || p.id,
          ptt.name || ' — ' || (${sql.raw(`array[${words.map((w) => `'${w}'`).join(',')}]`)})[1 + (p.id / 8) % 8] || ', ' || pr.name
        from products p
        join product_type_translations ptt on ptt.product_type_id = p.product_type_id and ptt.locale = ${locale}::locale
        left join producers pr on pr.id = p.producer_id
        where p.id >= ${first}`)
    }
    await run(sql`insert into product_variations (product_id, position, name, price, stock, minimum_order_quantity)
      select p.id, v, 'Lot ' || (v + 1), round(p.price * (1 + v * 0.15), 2), floor(random() * 3000)::int, 1 + floor(random() * 25)::int
      from products p, generate_series(0, p.id % 4) v where p.id >= ${first}`)
    await run(sql`update product_variations set sku = 'P' || product_id || '-V' || id
      where product_id >= ${first} and sku is null`)
    await run(sql`insert into variation_attribute_values (product_variation_id, product_id, attribute_value_id)
      select v.id, v.product_id, (select av.id from attribute_values av where av.attribute_id = a.id order by random() + v.id * 0 limit 1)
      from product_variations v join products p on p.id = v.product_id
      join attributes a on a.product_type_id = p.product_type_id
      where p.id >= ${first}`)
    await run(sql`insert into variation_images (product_variation_id, position, path, width, height)
      select v.id, 0, 'art/' || (${sql.raw(`array[${ART_MOTIFS.map((m) => `'${m}'`).join(',')}]`)})[1 + p.product_type_id % ${ART_MOTIFS.length}]
        || '/synthetic-' || v.id, 1200, 900
      from product_variations v join products p on p.id = v.product_id where p.id >= ${first}`)
    // Fresh statistics, or the planner takes the new tables for empty and the card queries'
    // correlated lookups become sequential scans (quadratic at this size).
    await run(sql`analyze products, product_translations, product_variations, product_variation_translations,
      variation_attribute_values, variation_images`)
    const [last] = await queryRows<{ max: number }>(tx, sql`select max(id)::int as max from products`)
    for (let from = first; from <= (last?.max ?? 0); from += 5000) {
      await rebuildProductCards(tx, from, Math.min(from + 4999, last?.max ?? 0))
    }
    const config = searchConfigOf(sql`pt.locale`)
    await run(sql`insert into product_search (product_id, locale, name, words, name_words)
      select pt.product_id, pt.locale, lower(pt.name), to_tsvector(${config}, lower(pt.name || ' ' || pt.description)),
        to_tsvector(${config}, lower(pt.name))
      from product_translations pt join products p on p.id = pt.product_id and p.is_active and p.deleted_at is null
      where pt.product_id >= ${first}`)
    await run(sql`insert into search_lexicon (locale, word)
      select distinct ps.locale, w.word from product_search ps, unnest(tsvector_to_array(ps.words)) w(word)
      where ps.product_id >= ${first} and ${LEXICON_WORD}
      on conflict do nothing`)
  })
  await db.execute(sql`analyze`)
}
