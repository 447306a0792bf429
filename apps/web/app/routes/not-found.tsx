import { data } from 'react-router'
import { NotFoundPage } from '../components/not-found-page.tsx'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import type { Route } from './+types/not-found'

/** Unknown paths inside a language: the not-found page with HTTP 404 (docs/product.md#languages). */
export function loader({ params }: Route.LoaderArgs) {
  return data({ title: `${serverT(requireLang(params))('notFound.title')} | 404` }, { status: 404 })
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }]

export default function NotFound() {
  return <NotFoundPage />
}
