import { isLang, isRtl } from '@caravanserai/contracts/languages'
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { useParams } from 'react-router'
import { TOAST_MS, toasterMounted, toastsWanted } from '../../lib/notify.ts'

const Sonner = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })))

/**
 * One toast at a time, 4000 ms, bottom corner on the reading end (docs/product.md#error-notices).
 * Mounted with the first toast (lib/notify.ts), whose own import of sonner waits for the same
 * chunk.
 */
export function Toaster() {
  const { lang } = useParams()
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, toastsWanted.getServer)
  const rtl = isLang(lang) && isRtl(lang)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Sonner
        visibleToasts={1}
        duration={TOAST_MS}
        position={rtl ? 'bottom-left' : 'bottom-right'}
        dir={rtl ? 'rtl' : 'ltr'}
        richColors
        closeButton
      />
      <Mounted />
    </Suspense>
  )
}

/** Rendered after sonner's Toaster, so its effect runs once the Toaster has subscribed. */
function Mounted() {
  useEffect(toasterMounted, [])
  return null
}
