import type { FormError } from './form-errors.ts'

/** Each field's first problem, by field name; empty when the values pass. */
export type FieldErrors<TValues> = Partial<Record<keyof TValues & string, FormError>>

/** A form's check: its values as the schema turns them out, or each field's first problem. */
export type CheckResult<TValues, TOutput> =
  | { ok: true; values: TOutput }
  | { ok: false; errors: FieldErrors<TValues> }

export type FormCheck<TValues, TOutput> = (values: TValues) => Promise<CheckResult<TValues, TOutput>>

type Issue = { code: string; message: string; path: PropertyKey[] }
type Schema<TOutput> = {
  safeParseAsync: (
    values: unknown,
  ) => Promise<{ success: true; data: TOutput } | { success: false; error: { issues: Issue[] } }>
}

/**
 * The check of a form by a contract schema, as react-hook-form's zod resolver reports it: each
 * field's first issue, its code as `type` and its message (a translation key) as `message`.
 * Built in the module that holds the schema, so zod loads with it (lazyCheck).
 */
export function schemaCheck<TValues, TOutput>(schema: Schema<TOutput>): FormCheck<TValues, TOutput> {
  return async (values) => {
    const result = await schema.safeParseAsync(values)
    if (result.success) return { ok: true, values: result.data }
    const errors: Record<string, FormError> = Object.create(null)
    for (const { code, message, path } of result.error.issues) {
      const name = path.join('.')
      errors[name] ??= { type: code, message }
    }
    return { ok: false, errors: errors as FieldErrors<TValues> }
  }
}

export type LazyCheck<TValues, TOutput> = FormCheck<TValues, TOutput> & { preload: () => void }

/**
 * A form's check whose module (its schema, and zod with it) loads on the form's first check, so a
 * page with a form does not carry zod at its first load (docs/decisions/052-page-load.md).
 * `preload` starts the download early: forms call it when focus first enters them.
 */
export function lazyCheck<TValues, TOutput>(
  load: () => Promise<FormCheck<TValues, TOutput>>,
): LazyCheck<TValues, TOutput> {
  let loading: Promise<FormCheck<TValues, TOutput>> | undefined
  const loaded = () => {
    loading ??= load()
    return loading
  }
  const check: FormCheck<TValues, TOutput> = async (values) => (await loaded())(values)
  return Object.assign(check, {
    preload: () => {
      loaded().catch(() => {
        // A failed download is tried again on the first check, which reports its error.
        loading = undefined
      })
    },
  })
}
