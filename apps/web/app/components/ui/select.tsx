import { ChevronDown } from 'lucide-react'
import type { SelectHTMLAttributes } from 'react'
import { fieldClass } from './input.tsx'

/**
 * A native select: keyboard, screen readers and phones' pickers for free, and it submits with a
 * plain GET form when scripts are off.
 */
export function Select({ className = '', children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={`relative ${className}`}>
      <select className={`${fieldClass} appearance-none pe-9`} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-ink-600"
      />
    </div>
  )
}
