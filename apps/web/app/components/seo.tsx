import type { Lang } from '@caravanserai/contracts/languages'
import { localizedPath } from '../lib/links.ts'
import { usePublicConfig } from '../lib/public-config.ts'
import { alternates, jsonForScript, OG_LOCALE } from '../lib/seo.ts'
import { useTranslation } from '../lib/use-translation.tsx'

/** The public address pages are known by (PUBLIC_URL), from the root loader. */
export function usePublicUrl(): string {
  return usePublicConfig()?.publicUrl ?? ''
}

/**
 * A page's head (React 19 hoists these into <head>, on the server too): title and description in
 * the page language, canonical, hreflang alternates, Open Graph, and schema.org JSON-LD.
 */
export function Seo({
  lang,
  title,
  description,
  path,
  image,
  type = 'website',
  jsonLd = [],
  noindex = false,
}: {
  lang: Lang
  title: string
  description: string
  /** The page's path without its language prefix, with any canonical query. */
  path: string
  image?: string
  type?: 'website' | 'product'
  jsonLd?: Record<string, unknown>[]
  noindex?: boolean
}) {
  const { t } = useTranslation()
  const publicUrl = usePublicUrl()
  const url = `${publicUrl}${localizedPath(path, lang)}`
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      <link rel="canonical" href={url} />
      {alternates(publicUrl, path).map((alt) => (
        <link key={alt.hrefLang} rel="alternate" hrefLang={alt.hrefLang} href={alt.href} />
      ))}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={OG_LOCALE[lang]} />
      <meta property="og:site_name" content={t('brand.name')} />
      {image ? (
        <meta property="og:image" content={image.startsWith('/') ? `${publicUrl}${image}` : image} />
      ) : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {jsonLd.map((data) => (
        <script
          key={String(data['@type'])}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by jsonForScript
          dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
        />
      ))}
    </>
  )
}
