import type { Locale } from '@caravanserai/contracts/languages'
import { type SQL, sql } from 'drizzle-orm'
import { translated } from '../../db/translations.ts'

/** Widths of the WebP renditions made for each product image (modules/media). */
export const IMAGE_WIDTHS = [320, 640, 960, 1200] as const

const widths = sql.raw(`array[${IMAGE_WIDTHS.join(',')}]`)

/**
 * The images of variation `v` as JSON: root-relative URLs, never a local-host address, which the
 * storefront would replace (docs/product.md#product-page); `photo` is the largest rendition,
 * `srcset` lists them all.
 * `alt` is the picture's text in `locale`, else its English one, else `fallback` (the product's
 * name in `locale`). `withTexts` adds every stored text by locale, for the console's editor.
 */
export function imagesJson(locale: Locale, fallback: SQL, { withTexts = false } = {}): SQL {
  const url = (w: SQL) => sql`'/media/' || i.path || '-' || ${w} || '.webp'`
  const alt = translated('variation_image_translations', 'variation_image_id', sql`i.id`, 'alt', locale)
  const texts = withTexts
    ? sql`, 'alt_texts', (select coalesce(json_object_agg(t.locale, t.alt), '{}')
        from variation_image_translations t where t.variation_image_id = i.id)`
    : sql``
  return sql`(select coalesce(json_agg(json_build_object(
      'id', i.id,
      'photo', ${url(sql`(select max(w) from unnest(${widths}) w where w <= coalesce(i.width, 1200))`)},
      'width', coalesce(i.width, 1200),
      'height', coalesce(i.height, 900),
      'alt', coalesce(${alt}, ${fallback}, ''),
      'srcset', (select string_agg(${url(sql`w`)} || ' ' || w || 'w', ', ' order by w)
        from unnest(${widths}) w where w <= coalesce(i.width, 1200))
      ${texts}
    ) order by i.position, i.id), '[]')
    from variation_images i where i.product_variation_id = v.id)`
}
