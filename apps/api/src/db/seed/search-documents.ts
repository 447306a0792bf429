import { LOCALES } from '@caravanserai/contracts/languages'
import { normalizeSearchText } from '../../modules/catalog/search-text.ts'
import type { DemoCategory, DemoProduct, DemoProductType } from './demo/types.ts'

/** The product_search rows of a demo product: what a buyer might type, in each locale. */
export function searchRows(
  productId: number,
  product: DemoProduct,
  type: DemoProductType,
  category: DemoCategory,
) {
  return LOCALES.map((locale) => {
    const values = type.attributes.flatMap((a) =>
      a.values
        .filter((v) => product.variations.some((x) => x.attributes[a.key] === v.key))
        .map((v) => v.label[locale]),
    )
    const parts = [
      product.name[locale],
      product.producer,
      type.name[locale],
      category.name[locale],
      ...product.variations.map((v) => v.name[locale]),
      ...values,
      product.description[locale],
    ]
    return {
      productId,
      locale,
      name: normalizeSearchText(product.name[locale]),
      document: normalizeSearchText(parts.join(' ')),
    }
  })
}
