import type { MetaDescriptor, ShouldRevalidateFunctionArgs } from 'react-router'

/** A signed-in person's own page: titled, never indexed. */
export function privatePageMeta({ loaderData }: { loaderData?: { title: string } }): MetaDescriptor[] {
  return [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }]
}

/** The loader carries only the language's texts: nothing but a new language needs it again. */
export function onlyForNewLanguage({ currentParams, nextParams }: ShouldRevalidateFunctionArgs): boolean {
  return currentParams.lang !== nextParams.lang
}

/**
 * Headers of a page for the one holder of a link (a confirmation or reset token): no shared cache
 * keeps it, the server's page cache included (docs/decisions/023); a confirmation answers once.
 */
export function oneHolderHeaders(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' }
}
