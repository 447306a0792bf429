import { isLang, type Lang } from '@caravanserai/contracts/languages'
import { redirect } from 'react-router'

/** The :lang route parameter; any other first segment is not a language and goes to /. */
export function requireLang(params: { lang?: string }): Lang {
  if (!isLang(params.lang)) throw redirect('/')
  return params.lang
}
