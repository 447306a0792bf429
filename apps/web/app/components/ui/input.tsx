import type { InputHTMLAttributes } from 'react'

export const fieldClass =
  'h-11 w-full rounded-md border border-sand-300 bg-white px-3 text-sm text-ink-900 placeholder:text-ink-500 focus:border-teal-700 focus:outline-2 focus:outline-teal-700/30 disabled:bg-sand-100 disabled:text-ink-500'

export function Input({ className = '', ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={`${fieldClass} ${className}`} {...props} />
}
