import type { UseFormRegisterReturn } from 'react-hook-form'
import { control } from '../../../components/ui/form-field.tsx'
import { FieldError } from '../console/field-error.tsx'

/**
 * A labelled input (or text area, given `rows`) of the settings forms, with its hint in brackets
 * after the label and its message read out with it. `id` is unique on the page: the form's prefix
 * and the field's name.
 */
export function SettingsField({
  id,
  label,
  hint,
  error,
  registration,
  required,
  rows,
  type = 'text',
  autoComplete = 'off',
  dir,
  className = '',
}: {
  id: string
  label: string
  hint?: string
  error: string | null
  registration: UseFormRegisterReturn
  required?: boolean
  rows?: number
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  /** Codes and addresses read left to right whatever the page's direction. */
  dir?: 'ltr'
  className?: string
}) {
  const shared = {
    id,
    dir,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: `${control} text-sm ${className}`,
    ...registration,
  }
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-ink-800 text-sm">
        {label}
        {hint ? <span className="font-normal text-ink-600"> ({hint})</span> : null}
      </label>
      {rows ? (
        <textarea rows={rows} {...shared} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...shared} />
      )}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  )
}
