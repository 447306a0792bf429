import type { Lang } from '@caravanserai/contracts/languages'
import armenian400 from '@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-400-normal.woff2?url'
import armenian700 from '@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-700-normal.woff2?url'
import vazirmatnPersian from '../fonts/vazirmatn-persian-wght.woff2?url'

/**
 * The faces each language's text is first drawn in, fetched with the document: found late in the
 * stylesheet, they would swap in after the first paint and shift the page (CLS). English and
 * Russian are drawn in the device's interface face and fetch none (decision 018).
 */
export const FONT_PRELOADS: Record<Lang, string[]> = {
  en: [],
  ru: [],
  am: [armenian400, armenian700],
  fa: [vazirmatnPersian],
}
