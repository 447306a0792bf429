import { type BaseSyntheticEvent, useRef, useState } from 'react'
import type { ChangeHandler, FieldValues, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form'
import type { FieldErrors, FormCheck } from './form-check.ts'

type Field = HTMLInputElement | HTMLTextAreaElement
type Value = string | boolean

const read = (field: Field): Value =>
  field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value

function write(field: Field, value: Value | undefined) {
  if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = Boolean(value)
  else if (field.value !== String(value ?? '')) field.value = String(value ?? '')
}

/**
 * The small public forms' state (login, registration, contact): react-hook-form's `onTouched`
 * behaviour for flat fields, in a few hundred bytes where react-hook-form is 14 KB of the pages'
 * first load (docs/decisions/057-form-pages-first-load.md). A field is checked when it loses focus
 * and, once touched, as it changes; after a submit, as it changes. Submitting checks every field,
 * focuses the first with a problem and hands the schema's output to `onValid`. The inputs stay
 * uncontrolled: `register` gives the props FormField and PasswordField take.
 */
export function useSmallForm<TValues extends Record<string, Value>, TOutput>({
  check,
  defaultValues,
}: {
  check: FormCheck<TValues, TOutput>
  defaultValues: TValues
}) {
  const [errors, setErrors] = useState<FieldErrors<TValues>>({})
  const [isSubmitting, setSubmitting] = useState(false)
  const state = useRef({
    values: { ...defaultValues },
    touched: new Set<string>(),
    submitted: false,
    fields: new Map<string, Field>(),
    registrations: new Map<string, UseFormRegisterReturn>(),
  }).current
  type Name = keyof TValues & string

  const showError = (name: string, error: FieldErrors<TValues>[Name] | undefined) =>
    setErrors((shown) => {
      const next: Record<string, unknown> = { ...shown }
      if (error) next[name] = error
      else delete next[name]
      return next as FieldErrors<TValues>
    })

  const checkField = async (name: Name) => {
    const value = state.values[name]
    const result = await check({ ...state.values })
    // A later change checks again; this answer is about a value already gone.
    if (state.values[name] !== value) return
    showError(name, result.ok ? undefined : result.errors[name])
  }

  const register = (name: Name): UseFormRegisterReturn<Name> => {
    const known = state.registrations.get(name)
    if (known) return known as UseFormRegisterReturn<Name>
    const onChange: ChangeHandler = async (event) => {
      state.values[name] = read(event.target as Field) as TValues[Name]
      if (state.submitted || state.touched.has(name)) await checkField(name)
    }
    const onBlur: ChangeHandler = async () => {
      state.touched.add(name)
      if (!state.submitted) await checkField(name)
    }
    const registration: UseFormRegisterReturn<Name> = {
      name,
      onChange,
      onBlur,
      ref: (field: Field | null) => {
        if (!field) return void state.fields.delete(name)
        state.fields.set(name, field)
        write(field, state.values[name])
      },
    }
    state.registrations.set(name, registration)
    return registration
  }

  const setFocus = (name: Name) => state.fields.get(name)?.focus()

  const setError: UseFormSetError<TValues & FieldValues> = (name, error, options) => {
    showError(name, { type: error.type, message: error.message })
    if (options?.shouldFocus) setFocus(name as Name)
  }

  function getValues(): TValues
  function getValues<N extends Name>(name: N): TValues[N]
  function getValues(name?: Name) {
    return name === undefined ? { ...state.values } : state.values[name]
  }

  const handleSubmit =
    (onValid: (values: TOutput) => Promise<void> | void, onInvalid?: () => void) =>
    async (event?: BaseSyntheticEvent) => {
      event?.preventDefault()
      setSubmitting(true)
      try {
        const result = await check({ ...state.values })
        if (result.ok) {
          setErrors({})
          await onValid(result.values)
        } else {
          setErrors(result.errors)
          onInvalid?.()
          const first = [...state.fields.keys()].find((name) => result.errors[name as Name])
          if (first) setFocus(first as Name)
        }
      } finally {
        state.submitted = true
        setSubmitting(false)
      }
    }

  /** The field back to its default value, untouched and without its problem. */
  const resetField = (name: Name) => {
    state.values[name] = defaultValues[name]
    state.touched.delete(name)
    const field = state.fields.get(name)
    if (field) write(field, defaultValues[name])
    showError(name, undefined)
  }

  /** The whole form as new: these values, nothing touched or submitted, no problems. */
  const reset = (values: TValues) => {
    state.values = { ...values }
    state.touched.clear()
    state.submitted = false
    for (const [name, field] of state.fields) write(field, values[name as Name])
    setErrors({})
  }

  return {
    formState: { errors, isSubmitting },
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    resetField,
    reset,
  }
}
