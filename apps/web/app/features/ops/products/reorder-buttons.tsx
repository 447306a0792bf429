import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'

/**
 * Move earlier, move later and remove, for one item of an ordered list (variations, pictures).
 * Each button names its item, since a screen reader hears several lists of them.
 */
export function ReorderButtons({
  index,
  count,
  disabled = false,
  minimum = 0,
  labels,
  onMove,
  onRemove,
}: {
  index: number
  count: number
  disabled?: boolean
  /** How many items must stay: remove is disabled at that count. */
  minimum?: number
  labels: { earlier: string; later: string; remove: string }
  onMove: (step: -1 | 1) => void
  onRemove: () => void
}) {
  const button = 'size-9'
  return (
    <span className="flex gap-1">
      <Button
        variant="ghost"
        size="icon"
        className={button}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
        aria-label={labels.earlier}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={button}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
        aria-label={labels.later}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={`${button} text-red-800`}
        disabled={disabled || count <= minimum}
        onClick={onRemove}
        aria-label={labels.remove}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </span>
  )
}
