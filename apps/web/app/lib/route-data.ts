import type { DehydratedState } from '@tanstack/react-query'

/** What a page's loaders return: the server's dehydrated cache, absent after a client navigation. */
export type PageData = { dehydratedState?: DehydratedState }

/**
 * Client navigations skip the server: the browser's cache and API client serve them (route
 * client loaders start the fetches; pages show their skeletons meanwhile).
 */
export const CLIENT_PAGE_DATA: PageData = {}
