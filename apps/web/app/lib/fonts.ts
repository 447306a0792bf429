import type { Lang } from '@caravanserai/contracts/languages'
import armenian400 from '@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-400-normal.woff2?url'
import armenian700 from '@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-700-normal.woff2?url'
import interCyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import vazirmatnArabic from '@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2?url'

/**
 * The faces each language's text is first drawn in, fetched with the document: found late in the
 * stylesheet, they would swap in after the first paint and shift the page (CLS).
 */
export const FONT_PRELOADS: Record<Lang, string[]> = {
  en: [interLatin],
  ru: [interCyrillic],
  am: [armenian400, armenian700],
  fa: [vazirmatnArabic],
}
