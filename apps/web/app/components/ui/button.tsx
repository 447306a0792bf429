import type { ButtonHTMLAttributes } from 'react'

const VARIANTS = {
  primary: 'bg-teal-800 text-white hover:bg-teal-900 disabled:bg-teal-800/50',
  accent: 'bg-saffron-500 text-ink-900 hover:bg-saffron-600 disabled:bg-saffron-500/50',
  outline: 'border border-sand-300 bg-white text-ink-800 hover:bg-sand-100 disabled:text-ink-500',
  ghost: 'text-ink-800 hover:bg-sand-100 disabled:text-ink-500',
} as const

const SIZES = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'size-10 justify-center',
} as const

export type ButtonStyle = { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES }

/** The button look, for links that act as buttons too. */
export function buttonClass({ variant = 'primary', size = 'md' }: ButtonStyle = {}, extra = ''): string {
  return `inline-flex shrink-0 items-center justify-center rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]} ${extra}`
}

export function Button({
  variant,
  size,
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />
}
