import type { ReactNode } from 'react'
import { FieldError } from '../console/field-error.tsx'

/** What a control needs to be read with its label, hint and error. */
export type ControlProps = {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

/**
 * A field of the console's request forms: its label with what it is for in brackets after it, and
 * its error read with the control; `children` renders the control with `props`.
 */
export function RfqField({
  id,
  label,
  hint,
  error,
  className = '',
  children,
}: {
  id: string
  label: string
  hint?: string
  error: string | null
  className?: string
  children: (props: ControlProps) => ReactNode
}) {
  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={id} className="block font-semibold text-ink-800 text-sm">
        {label}
        {hint ? <span className="font-normal text-ink-600"> ({hint})</span> : null}
      </label>
      {children({
        id,
        'aria-describedby': error ? `${id}-error` : undefined,
        'aria-invalid': error ? true : undefined,
      })}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  )
}
