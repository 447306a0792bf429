import type { Lang } from '@caravanserai/contracts/languages'
import { isRtl } from '@caravanserai/contracts/languages'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../components/ui/button.tsx'
import { Sheet } from '../../components/ui/sheet.tsx'
import { useTranslation } from '../../lib/use-translation.tsx'
import { FilterControls } from './filter-controls.tsx'
import { cleared, type FilterState } from './filter-state.ts'

/** The panel applies its drafts 100 ms after a category, type or sort change. */
export const PANEL_APPLY_DELAY_MS = 100

/**
 * The phone filter panel (docs/product.md#catalogue-filters): left in right-to-left layouts,
 * otherwise right. Its controls hold drafts; category, type and sort apply by themselves after
 * 100 ms, the rest with Apply.
 */
export function FilterSheet({
  open,
  onOpenChange,
  lang,
  state,
  onApply,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  lang: Lang
  state: FilterState
  onApply: (next: FilterState) => void
}) {
  const { t } = useTranslation('catalog')
  const [draft, setDraft] = useState(state)
  const timer = useRef<number | undefined>(undefined)

  useEffect(() => {
    if (open) setDraft(state)
  }, [open, state])
  useEffect(() => () => window.clearTimeout(timer.current), [])

  function change(next: FilterState) {
    setDraft(next)
    const selectChanged =
      next.category !== draft.category || next.productType !== draft.productType || next.sort !== draft.sort
    if (!selectChanged) return
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => onApply(next), PANEL_APPLY_DELAY_MS)
  }

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side={isRtl(lang) ? 'left' : 'right'}
      title={t('filters.title')}
      description={t('filters.description')}
      closeLabel={t('filters.close')}
      footer={
        <div className="flex gap-3">
          <Button
            variant="outline"
            className="flex-1"
            onClick={() => change({ ...cleared(), search: draft.search })}
          >
            {t('filters.clearAll')}
          </Button>
          <Button
            className="flex-1"
            onClick={() => {
              window.clearTimeout(timer.current)
              onApply(draft)
              onOpenChange(false)
            }}
          >
            {t('filters.apply')}
          </Button>
        </div>
      }
    >
      <FilterControls lang={lang} state={draft} onChange={change} />
    </Sheet>
  )
}
