import { Star } from 'lucide-react'

/** A 0–5 rating drawn as five stars; the label says it in words for screen readers. */
export function Stars({
  value,
  label,
  className = 'size-4',
}: {
  value: number
  label: string
  className?: string
}) {
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${className} ${value >= n - 0.25 ? 'fill-saffron-500 text-saffron-500' : 'text-sand-300'}`}
        />
      ))}
    </span>
  )
}
