import type { Locale } from '@caravanserai/contracts/languages'
import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import { translated } from '../../db/translations.ts'
import { tiersJson } from './price-tiers.ts'
import { imagesJson } from './product-images.ts'

/**
 * One product (alias `p`) as JSON built by the database, so that a page of products costs one
 * round trip rather than one per product (docs/decisions/003). `wishlist` false leaves is_wishlisted
 * out (product cards add it per buyer when read).
 */
/**
 * Whether the author of review `r` received an order holding its product: the review is marked
 * as a verified purchase on the product page (decision 020).
 */
export const verifiedPurchase: SQL = sql`exists (select 1 from order_items oi join orders o on o.id = oi.order_id
    where oi.product_id = r.product_id and o.user_id = r.user_id and o.status in ('delivered', 'completed'))`

/**
 * `userId`: the signed-in buyer (a value or a statement's placeholder), null for a visitor. Hidden
 * reviews count nowhere here (docs/product.md#review-moderation).
 */
export function productJson(
  locale: Locale,
  userId: number | Placeholder | null,
  options: { reviews: boolean; wishlist?: boolean },
): SQL {
  const tr = (table: string, fk: string, id: SQL, column = 'name') =>
    translated(table, fk, id, column, locale)
  const attributeName = tr('attribute_translations', 'attribute_id', sql`a.id`)
  const valueName = tr('attribute_value_translations', 'attribute_value_id', sql`av.id`, 'value')
  const reviews = options.reviews
    ? sql`, 'reviews', (select coalesce(json_agg(json_build_object(
          'id', r.id, 'rating', r.rating, 'comment', r.comment, 'review_date', r.review_date,
          'verified_purchase', ${verifiedPurchase},
          'customer', case when u.id is null or u.deleted_at is not null then null
            else json_build_object('name', trim(u.first_name || ' ' || u.last_name)) end
        ) order by r.review_date desc, r.id desc), '[]')
        from reviews r left join users u on u.id = r.user_id where r.product_id = p.id and r.hidden_at is null)`
    : sql``
  return sql`json_build_object(
    'id', p.id,
    'name', coalesce(${tr('product_translations', 'product_id', sql`p.id`)}, ''),
    'description', coalesce(${tr('product_translations', 'product_id', sql`p.id`, 'description')}, ''),
    'producer', (select json_build_object('id', pr.id, 'name', pr.name, 'is_verified', pr.is_verified)
      from producers pr where pr.id = p.producer_id),
    'category', json_build_object('id', p.category_id,
      'name', coalesce(${tr('category_translations', 'category_id', sql`p.category_id`)}, '')),
    'product_type', json_build_object('id', p.product_type_id,
      'name', coalesce(${tr('product_type_translations', 'product_type_id', sql`p.product_type_id`)}, '')),
    'price', p.price::float8,
    'price_tiers', (select ${tiersJson(sql`v`)} from product_variations v where v.product_id = p.id
      order by v.position, v.id limit 1),
    'rating', (select round(avg(r.rating), 2)::float8 from reviews r where r.product_id = p.id and r.hidden_at is null),
    'review_count', (select count(*)::int from reviews r where r.product_id = p.id and r.hidden_at is null),
    'attributes', (select coalesce(json_agg(json_build_object('id', x.id, 'name', x.name, 'values', x.vals) order by x.id), '[]')
      from (select a.id, ${attributeName} as name, array_agg(distinct ${valueName}) as vals
        from product_variations v
        join variation_attribute_values vav on vav.product_variation_id = v.id
        join attribute_values av on av.id = vav.attribute_value_id
        join attributes a on a.id = av.attribute_id
        where v.product_id = p.id group by a.id) x),
    ${
      options.wishlist === false
        ? sql``
        : sql`'is_wishlisted', ${userId === null ? sql`false` : sql`exists (select 1 from wishlist_items w where w.user_id = ${userId} and w.product_id = p.id)`},`
    }
    'created_at', p.created_at,
    'product_variations', (select coalesce(json_agg(json_build_object(
        'id', v.id,
        'name', coalesce(${tr('product_variation_translations', 'product_variation_id', sql`v.id`)}, v.name),
        'price', v.price::float8,
        'price_tiers', ${tiersJson(sql`v`)},
        'stock', v.stock,
        'minimum_order_quantity', v.minimum_order_quantity,
        'images', ${imagesJson(locale, tr('product_translations', 'product_id', sql`p.id`))},
        'product_attributes', (select coalesce(json_agg(json_build_object(
            'attribute', json_build_object('id', a.id, 'name', ${attributeName}),
            'value', json_build_object('id', av.id, 'value', ${valueName})) order by a.id), '[]')
          from variation_attribute_values vav
          join attribute_values av on av.id = vav.attribute_value_id
          join attributes a on a.id = av.attribute_id
          where vav.product_variation_id = v.id)
      ) order by v.position, v.id), '[]')
      from product_variations v where v.product_id = p.id)
    ${reviews}
  )`
}
