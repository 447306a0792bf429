/** The Caravanserai mark: an arched gateway over a road, in the brand's teal and saffron. */
export function BrandMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={className}>
      <rect width="48" height="48" rx="11" fill="#134e4a" />
      <path
        d="M12 38V22a12 12 0 0 1 24 0v16"
        fill="none"
        stroke="#f5b73b"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M18 38V24a6 6 0 0 1 12 0v14"
        fill="none"
        stroke="#fdf6e3"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M8 38h32" stroke="#f5b73b" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}
