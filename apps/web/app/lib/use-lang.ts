import { isLang, type Lang } from '@caravanserai/contracts/languages'
import { useParams } from 'react-router'

/** The page language from the URL prefix; English outside a language (the picker page). */
export function useLang(): Lang {
  const { lang } = useParams()
  return isLang(lang) ? lang : 'en'
}
