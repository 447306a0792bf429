import { type SQL, sql } from 'drizzle-orm'

/** Widths of the WebP renditions made for each product image (modules/media). */
export const IMAGE_WIDTHS = [320, 640, 960, 1200] as const

const widths = sql.raw(`array[${IMAGE_WIDTHS.join(',')}]`)

/**
 * The images of variation `v` as JSON: root-relative URLs, never a local-host address, which the
 * storefront would replace (SPEC §2); `photo` is the largest rendition, `srcset` lists them all.
 */
export function imagesJson(alt: SQL): SQL {
  const url = (w: SQL) => sql`'/media/' || i.path || '-' || ${w} || '.webp'`
  return sql`(select coalesce(json_agg(json_build_object(
      'id', i.id,
      'photo', ${url(sql`(select max(w) from unnest(${widths}) w where w <= coalesce(i.width, 1200))`)},
      'width', coalesce(i.width, 1200),
      'height', coalesce(i.height, 900),
      'alt', coalesce(nullif(i.alt, ''), ${alt}),
      'srcset', (select string_agg(${url(sql`w`)} || ' ' || w || 'w', ', ' order by w)
        from unnest(${widths}) w where w <= coalesce(i.width, 1200))
    ) order by i.position, i.id), '[]')
    from variation_images i where i.product_variation_id = v.id)`
}
