import type { Lang } from '@caravanserai/contracts/languages'
import type { CatalogImportProgress } from '@caravanserai/contracts/ops-catalog-import'
import { useEffect, useState } from 'react'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'

/** Whole seconds since the component appeared, ticking. */
function useElapsed(): number {
  const [seconds, setSeconds] = useState(0)
  useEffect(() => {
    const started = Date.now()
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000)
    return () => clearInterval(timer)
  }, [])
  return seconds
}

/**
 * A running import: what it is doing and how far it got, as the server reports it after each
 * batch (docs/product.md#catalogue-import-and-export). Before the first step the server reads and
 * checks the file; the bar is then indeterminate. Only the stage is announced, not every count.
 */
export function ImportProgress({
  lang,
  rows,
  step,
}: {
  lang: Lang
  rows: number
  step: CatalogImportProgress | null
}) {
  const { t } = useTranslation('catalogImport')
  const seconds = useElapsed()
  const n = (value: number) => formatNumber(lang, value)
  const counts = step ? { done: n(step.done), total: n(step.total) } : null
  return (
    <div className="space-y-2">
      <progress
        aria-label={t('run.progress')}
        {...(step ? { value: step.done, max: Math.max(step.total, 1) } : {})}
        className="h-2 w-full max-w-md accent-teal-700"
      />
      <p role="status" className="font-semibold text-ink-800 text-sm">
        {step ? t(`run.${step.stage}`, counts!) : t('run.checking')}
      </p>
      <p className="text-ink-700 text-sm">{t('run.working', { total: n(rows), seconds: n(seconds) })}</p>
      <p className="text-ink-600 text-sm">{t('run.wait')}</p>
    </div>
  )
}
