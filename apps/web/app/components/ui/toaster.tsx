import { isLang, isRtl } from '@caravanserai/contracts/languages'
import { useParams } from 'react-router'
import { Toaster as Sonner } from 'sonner'

/** SPEC §9: one toast at a time, 4000 ms, bottom corner on the reading end. */
export function Toaster() {
  const { lang } = useParams()
  const rtl = isLang(lang) && isRtl(lang)
  return (
    <Sonner
      visibleToasts={1}
      duration={4000}
      position={rtl ? 'bottom-left' : 'bottom-right'}
      dir={rtl ? 'rtl' : 'ltr'}
      richColors
      closeButton
    />
  )
}
