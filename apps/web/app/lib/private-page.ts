import type { MetaDescriptor, ShouldRevalidateFunctionArgs } from 'react-router'

/** A signed-in person's own page: titled, never indexed. */
export function privatePageMeta({ loaderData }: { loaderData?: { title: string } }): MetaDescriptor[] {
  return [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }]
}

/** The loader carries only the language's texts: nothing but a new language needs it again. */
export function onlyForNewLanguage({ currentParams, nextParams }: ShouldRevalidateFunctionArgs): boolean {
  return currentParams.lang !== nextParams.lang
}
