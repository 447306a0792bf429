// lucide's star, 24 units wide; its only absolute commands are M and L.
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z'
/** A star and the space after it, in the star's units (16 pixels and 2 between, as a row of icons). */
const STEP = 27
const starAt = (index: number) =>
  STAR.replace(/([ML])([\d.]+)/g, (_, command: string, x: string) => `${command}${Number(x) + index * STEP}`)
const STARS = [0, 1, 2, 3, 4].map(starAt)

/**
 * A 0–5 rating drawn as five stars in one picture (two paths: the filled stars and the rest), so a
 * page of reviews renders a handful of elements rather than five icons each. Stars fill from the
 * start of the line: mirrored in right-to-left pages. The label says the rating in words for
 * screen readers.
 */
export function Stars({ value, label }: { value: number; label: string }) {
  const filled = STARS.filter((_, index) => value >= index + 0.75)
  const empty = STARS.slice(filled.length)
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${4 * STEP + 24} 24`}
      className="h-4 w-[5.5rem] shrink-0 rtl:-scale-x-100"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {filled.length > 0 && <path d={filled.join('')} className="fill-saffron-500 text-saffron-500" />}
      {empty.length > 0 && <path d={empty.join('')} className="text-sand-300" />}
    </svg>
  )
}
