import type { UseFormRegisterReturn } from 'react-hook-form'
import { control } from '../../../components/ui/form-field.tsx'
import { FieldError } from '../console/field-error.tsx'

/** A form path as an element id: `texts.fa.city` → `ops-supplier-texts-fa-city`. */
export const supplierFieldId = (name: string) => `ops-supplier-${name.replaceAll('.', '-')}`

/**
 * A labelled input (or text area, given `rows`) of the supplier editor, its message read out with
 * it. Texts in any language run their own way (`dir="auto"`); years and days read left to right.
 */
export function SupplierField({
  label,
  hint,
  error,
  registration,
  required,
  rows,
  type = 'text',
  inputMode,
  maxLength,
}: {
  label: string
  hint?: string
  error: string | null
  registration: UseFormRegisterReturn
  required?: boolean
  rows?: number
  type?: 'text' | 'date'
  inputMode?: 'numeric'
  maxLength?: number
}) {
  const id = supplierFieldId(registration.name)
  const shared = {
    id,
    dir: type === 'date' || inputMode ? ('ltr' as const) : ('auto' as const),
    maxLength,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: `${control} text-sm`,
    ...registration,
  }
  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-ink-800 text-sm">
        {label}
        {hint ? <span className="font-normal text-ink-600"> ({hint})</span> : null}
      </label>
      {rows ? (
        <textarea rows={rows} {...shared} />
      ) : (
        <input type={type} inputMode={inputMode} autoComplete="off" {...shared} />
      )}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  )
}
