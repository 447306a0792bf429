import type { Lang } from '@caravanserai/contracts/languages'
import { LOCALES } from '@caravanserai/contracts/languages'
import { type OpsProduct, PRODUCER_NAME_MAX } from '@caravanserai/contracts/ops-catalog'
import { useQuery } from '@tanstack/react-query'
import { ExternalLink } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { producersQuery } from '../../../api/ops-producers.ts'
import { taxonomyCategoriesQuery, taxonomyTypesQuery } from '../../../api/ops-taxonomy.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { useCountryOptions } from '../console/country-options.ts'
import { useOperator } from '../console/ops-context.ts'
import { Panel } from '../console/panel.tsx'
import { type FieldMessage, SelectField, TextAreaField, TextField } from './product-fields.tsx'
import { DESCRIPTION_MAX, NAME_MAX, type ProductDraft, type ProductValues } from './product-form.ts'
import { ProductStatusBadge } from './product-status-badge.tsx'

// The product editor's parts above the variations: its heading, where the product sits in the
// catalogue, its customs facts, and its texts in the four languages.

type ProductForm = UseFormReturn<ProductValues, unknown, ProductDraft>

const NAME_TEXTS = {
  required: 'products.fields.englishRequired',
  too_big: 'fields.tooLong',
  nameForDescription: 'products.fields.nameForDescription',
}

/** Producer names containing what is typed, offered while typing (a new name is fine too). */
function useProducerSuggestions(text: string) {
  const operator = useOperator()
  const [search, setSearch] = useState(text.trim())
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 300)
    return () => clearTimeout(timer)
  }, [text])
  const query = { search: search || undefined, page: 1, page_size: 20 }
  const producers = useQuery({
    ...producersQuery(useApi(), operator.id, query, { quiet: true }),
    select: (page) => page.results,
    staleTime: 60_000,
  })
  return producers.data ?? []
}

/** The product's name, status, last change and where buyers see it (or why they do not). */
export function ProductHeading({
  lang,
  product,
  title,
}: {
  lang: Lang
  product: OpsProduct | undefined
  title: string
}) {
  const { t } = useTranslation('ops')
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="flex flex-wrap items-center gap-3 font-bold text-2xl text-ink-900">
            <span dir="auto">{title}</span>
            {product ? <ProductStatusBadge status={product.status} /> : null}
          </h1>
          {product ? (
            <p className="text-ink-600 text-sm">
              {t('products.editor.updated', {
                id: formatNumber(lang, product.id, { useGrouping: false }),
                date: formatDate(lang, product.updated_at, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </p>
          ) : null}
        </div>
        {product?.status === 'active' ? (
          <a
            href={localizedPath(`/product/${product.id}`, lang)}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-2 font-semibold text-sm text-teal-800 underline underline-offset-4 hover:text-teal-950"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('products.editor.viewInStore')}
            <span className="sr-only">{t('products.editor.newTab')}</span>
          </a>
        ) : product?.status === 'hidden' ? (
          <p className="text-ink-600 text-sm">{t('products.editor.hiddenNote')}</p>
        ) : null}
      </div>
      {product?.status === 'deleted' ? (
        <Alert role="note">
          <p>
            {t('products.editor.deletedNote', {
              date: formatDate(lang, product.deleted_at ?? product.updated_at, { dateStyle: 'long' }),
            })}
          </p>
        </Alert>
      ) : null}
    </>
  )
}

/** Category, then type (its attributes follow it), producer, and whether buyers see it. */
export function PlacementPanel({
  lang,
  form,
  message,
}: {
  lang: Lang
  form: ProductForm
  message: FieldMessage
}) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const category = Number(form.watch('category')) || 0
  const categories = useQuery(taxonomyCategoriesQuery(api, operator.id, lang))
  const types = useQuery({
    ...taxonomyTypesQuery(api, operator.id, lang, category),
    enabled: category > 0,
  })
  const producers = useProducerSuggestions(form.watch('producer'))
  const n = (value: number) => formatNumber(lang, value)

  /** Another type has other attributes: the values chosen for the old one no longer apply. */
  function clearAttributeValues() {
    form.getValues('variations').forEach((_, index) => {
      form.setValue(`variations.${index}.attribute_values`, [], { shouldDirty: true })
    })
  }

  return (
    <Panel id="ops-product-basics" title={t('products.editor.basics')} hint={t('products.editor.basicsHint')}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          label={t('products.editor.category')}
          required
          error={message('category', { required: 'products.fields.categoryRequired' })}
          registration={form.register('category', {
            onChange: () => {
              form.setValue('product_type', '', { shouldDirty: true })
              clearAttributeValues()
            },
          })}
        >
          <option value="">{t('products.editor.choose')}</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('products.editor.productType')}
          required
          disabled={category === 0}
          hint={category === 0 ? t('products.editor.categoryFirst') : undefined}
          error={message('product_type', { required: 'products.fields.typeRequired' })}
          registration={form.register('product_type', { onChange: clearAttributeValues })}
        >
          <option value="">{t('products.editor.choose')}</option>
          {(types.data ?? []).map((type) => (
            <option key={type.id} value={String(type.id)}>
              {type.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('products.editor.producer')}
          hint={t('products.editor.optional')}
          list="ops-producer-names"
          error={message('producer', { too_big: 'fields.tooLong' }, { max: n(PRODUCER_NAME_MAX) })}
          registration={form.register('producer')}
        />
        <datalist id="ops-producer-names">
          {producers.map((producer) => (
            <option key={producer.id} value={producer.name} />
          ))}
        </datalist>
      </div>
      <div className="space-y-1">
        <Checkbox label={t('products.editor.shown')} {...form.register('is_active')} />
        <p className="text-ink-600 text-sm">{t('products.editor.shownHint')}</p>
      </div>
    </Panel>
  )
}

/** Name and description per language: English required, the others falling back to it. */
export function TextsPanel({
  lang,
  form,
  message,
}: {
  lang: Lang
  form: ProductForm
  message: FieldMessage
}) {
  const { t } = useTranslation('ops')
  const n = (value: number) => formatNumber(lang, value)
  return (
    <Panel id="ops-product-texts" title={t('products.editor.texts')} hint={t('products.editor.textsHint')}>
      <div className="grid gap-4 lg:grid-cols-2">
        {LOCALES.map((code) => (
          <fieldset key={code} className="min-w-0 space-y-3 rounded-lg bg-sand-50 p-4 ring-1 ring-sand-200">
            <legend className="float-start mb-1 font-bold text-ink-900">
              {t(`products.languages.${code}`)}
              <span className="ms-2 font-normal text-ink-600 text-sm">
                {code === 'en' ? t('products.editor.required') : t('products.editor.fallsBack')}
              </span>
            </legend>
            <div className="clear-both space-y-3">
              <TextField
                label={t('products.editor.name')}
                required={code === 'en'}
                error={message(`translations.${code}.name`, NAME_TEXTS, { max: n(NAME_MAX) })}
                registration={form.register(`translations.${code}.name`)}
              />
              <TextAreaField
                label={t('products.editor.description')}
                error={message(
                  `translations.${code}.description`,
                  { too_big: 'fields.tooLong' },
                  { max: n(DESCRIPTION_MAX) },
                )}
                registration={form.register(`translations.${code}.description`)}
              />
            </div>
          </fieldset>
        ))}
      </div>
    </Panel>
  )
}

/** What the commercial invoice and packing list print about the product: tariff number and origin. */
export function CustomsPanel({
  lang,
  form,
  message,
}: {
  lang: Lang
  form: ProductForm
  message: FieldMessage
}) {
  const { t } = useTranslation('ops')
  const countries = useCountryOptions(lang, form.watch('origin_country'))
  return (
    <Panel id="ops-product-customs" title={t('products.customs.heading')} hint={t('products.customs.hint')}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label={t('products.customs.hsCode')}
          hint={t('products.editor.optional')}
          dir="ltr"
          className="tabular-nums"
          error={message('hs_code', { 'ops.hsCodeInvalid': 'products.fields.hsCodeInvalid' })}
          registration={form.register('hs_code')}
        />
        <SelectField
          label={t('products.customs.origin')}
          required
          error={message('origin_country', { fallback: 'products.fields.originRequired' })}
          registration={form.register('origin_country')}
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
      </div>
    </Panel>
  )
}
