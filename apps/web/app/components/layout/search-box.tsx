import type { Lang } from '@caravanserai/contracts/languages'
import { Search } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { Form, useNavigate } from 'react-router'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * The header search (docs/product.md#header-and-footer): submits to /products?search=…, trimmed and
 * URL-encoded, then clears the box; blank input does nothing. Without scripts it is a plain GET
 * form.
 */
export function SearchBox({ lang, className = '' }: { lang: Lang; className?: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const id = useId()
  const [text, setText] = useState('')
  const action = localizedPath('/products', lang)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const query = text.trim()
    if (!query) return
    navigate(`${action}?search=${encodeURIComponent(query)}`)
    setText('')
  }

  return (
    <Form method="get" action={action} role="search" onSubmit={submit} className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('search.placeholder')}
        className="w-full rounded-full border border-sand-300 bg-white py-2 ps-4 pe-10 text-sm placeholder:text-ink-500 focus:border-teal-700 focus:outline-2 focus:outline-teal-700/30"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="absolute inset-y-0 end-0 flex items-center px-3 text-ink-600 hover:text-teal-800"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </Form>
  )
}
