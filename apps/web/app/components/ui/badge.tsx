import type { ReactNode } from 'react'

const TONES = {
  neutral: 'bg-sand-100 text-ink-800',
  brand: 'bg-teal-50 text-teal-900',
  accent: 'bg-saffron-500 text-ink-900',
  danger: 'bg-red-50 text-red-800',
} as const

export function Badge({
  tone = 'neutral',
  className = '',
  children,
}: {
  tone?: keyof typeof TONES
  className?: string
  children: ReactNode
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-semibold text-xs ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  )
}
