import type { FieldValues, Resolver } from 'react-hook-form'

export type LazyResolver<TValues extends FieldValues, TContext, TOutput> = Resolver<
  TValues,
  TContext,
  TOutput
> & { preload: () => void }

/**
 * A form's resolver whose module (its schema, and zod with it) loads on the form's first check, so
 * a page with a form does not carry zod at its first load (docs/decisions/052-page-load.md).
 * `preload` starts the download early: forms call it when focus first enters them.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): LazyResolver<TValues, TContext, TOutput> {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | undefined
  const loaded = () => {
    loading ??= load()
    return loading
  }
  const resolver: Resolver<TValues, TContext, TOutput> = async (values, context, options) =>
    (await loaded())(values, context, options)
  return Object.assign(resolver, {
    preload: () => {
      loaded().catch(() => {
        // A failed download is tried again on the first check, which reports its error.
        loading = undefined
      })
    },
  })
}
