import type { InputHTMLAttributes, ReactNode } from 'react'

export function Checkbox({
  label,
  className = '',
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }) {
  return (
    <label className={`inline-flex cursor-pointer items-center gap-2 text-sm ${className}`}>
      <input type="checkbox" className="size-4 rounded border-sand-300 accent-teal-800" {...props} />
      {label}
    </label>
  )
}
