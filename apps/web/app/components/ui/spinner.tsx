export function Spinner({ label, className = 'size-5' }: { label?: string; className?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={`animate-spin rounded-full border-2 border-current border-t-transparent ${className}`}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  )
}
