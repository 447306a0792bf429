import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { control } from '../../../components/ui/form-field.tsx'
import { fieldClass } from '../../../components/ui/input.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { FieldError } from '../console/field-error.tsx'

/**
 * The message under a field of the form at `name`, in the page's language: its error's text
 * (`texts` maps the error's code to a translation key, `values` fills it in), or null.
 */
export type FieldMessage = (
  name: string,
  texts: Record<string, string>,
  values?: Record<string, string>,
) => string | null

/** A form path as an element id: `variations.0.price` → `ops-product-variations-0-price`. */
export function fieldId(name: string): string {
  return `ops-product-${name.replaceAll('.', '-')}`
}

type FieldProps = {
  label: string
  error: string | null
  registration: UseFormRegisterReturn
  hint?: string
  required?: boolean
}

function Labelled({
  id,
  label,
  hint,
  required,
  error,
  children,
}: Omit<FieldProps, 'registration'> & { id: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-ink-800 text-sm">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-red-800">
            *
          </span>
        ) : null}
        {hint ? <span className="ms-1 font-normal text-ink-600">({hint})</span> : null}
      </label>
      {children}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  )
}

const described = (id: string, error: string | null) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
})

/** One line of text; `dir="auto"` lets Persian and English each run their own way. */
export function TextField({
  dir = 'auto',
  list,
  inputMode,
  className = '',
  ...props
}: FieldProps & {
  dir?: 'auto' | 'ltr'
  list?: string
  inputMode?: 'decimal' | 'numeric'
  className?: string
}) {
  const id = fieldId(props.registration.name)
  return (
    <Labelled id={id} {...props}>
      <input
        id={id}
        type="text"
        dir={dir}
        list={list}
        inputMode={inputMode}
        autoComplete="off"
        aria-required={props.required || undefined}
        {...described(id, props.error)}
        className={`${fieldClass} aria-invalid:border-red-700 ${className}`}
        {...props.registration}
      />
    </Labelled>
  )
}

export function TextAreaField(props: FieldProps) {
  const id = fieldId(props.registration.name)
  return (
    <Labelled id={id} {...props}>
      <textarea
        id={id}
        rows={4}
        dir="auto"
        {...described(id, props.error)}
        className={control}
        {...props.registration}
      />
    </Labelled>
  )
}

export function SelectField({
  disabled,
  children,
  ...props
}: FieldProps & { disabled?: boolean; children: ReactNode }) {
  const id = fieldId(props.registration.name)
  return (
    <Labelled id={id} {...props}>
      <Select
        id={id}
        disabled={disabled}
        aria-required={props.required || undefined}
        {...described(id, props.error)}
        {...props.registration}
      >
        {children}
      </Select>
    </Labelled>
  )
}
