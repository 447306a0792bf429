import { isLang, type Lang } from '@caravanserai/contracts/languages'
import { useParams } from 'react-router'

/** The language of the page's URL prefix (English outside one, e.g. in the error page). */
export function usePageLang(): Lang {
  const { lang } = useParams()
  return isLang(lang) ? lang : 'en'
}
