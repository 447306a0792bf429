import type { ProductDetail } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { RFQ_TEXT_MAX, RFQ_TITLE_MAX, RFQ_UNITS } from '@caravanserai/contracts/rfqs'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { Select } from '../../components/ui/select.tsx'
import { formatNumber } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { inputClass, RfqField, textareaClass } from './rfq-field.tsx'
import type { RfqField as FieldName, RfqFormInput, RfqFormOutput } from './rfq-form-values.ts'

type Named = { id: number; name: string }

const section = 'space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-200'
const legend = 'float-start mb-4 w-full font-bold text-ink-900 text-lg'

type Props = {
  lang: Lang
  form: UseFormReturn<RfqFormInput, unknown, RfqFormOutput>
  product: ProductDetail | null
  categories: Named[]
  destinations: Named[]
  today: string
  errorOf: (field: FieldName) => string | null
}

/** The catalogue product the request is about, locked in, and the way to ask about something else. */
function ProductBox({ lang, product }: { lang: Lang; product: ProductDetail }) {
  const { t } = useTranslation('rfqs')
  return (
    <div className="clear-both space-y-1 rounded-lg bg-teal-50 p-4 text-sm ring-1 ring-teal-200">
      <p className="text-ink-700">{t('form.product')}</p>
      <p className="font-semibold text-base text-ink-900">
        <Link to={localizedPath(`/product/${product.id}`, lang)} className="underline underline-offset-4">
          {product.name}
        </Link>
      </p>
      {product.producer ? <p className="text-ink-700">{product.producer.name}</p> : null}
      <Link
        to={localizedPath('/rfqs/new', lang)}
        className="inline-block font-semibold text-teal-800 underline"
      >
        {t('form.otherThing')}
      </Link>
    </div>
  )
}

/** The request's fields: what is wanted, how much and at what price, where and by when. */
export function RfqFormFields({ lang, form, product, categories, destinations, today, errorOf }: Props) {
  const { t } = useTranslation('rfqs')
  const { register } = form
  const details = useWatch({ control: form.control, name: 'details' }) ?? ''
  const variations = product?.product_variations ?? []
  return (
    <>
      <fieldset className={section}>
        <legend className={legend}>{t('form.what')}</legend>
        {product ? <ProductBox lang={lang} product={product} /> : null}
        {variations.length > 1 ? (
          <RfqField
            id="rfq-product_variation"
            label={t('form.variation')}
            optional
            error={errorOf('product_variation')}
          >
            {(props) => (
              <Select {...props} {...register('product_variation')}>
                <option value="">{t('form.anyVariation')}</option>
                {variations.map((variation) => (
                  <option key={variation.id} value={variation.id}>
                    {variation.name}
                  </option>
                ))}
              </Select>
            )}
          </RfqField>
        ) : null}
        <RfqField
          id="rfq-title"
          label={product ? t('form.titleForProduct') : t('form.title')}
          optional={product !== null}
          hint={product ? t('form.titleForProductHint') : t('form.titleHint')}
          error={errorOf('title')}
        >
          {(props) => (
            <input
              type="text"
              dir="auto"
              maxLength={RFQ_TITLE_MAX}
              autoComplete="off"
              className={inputClass}
              {...props}
              {...register('title')}
            />
          )}
        </RfqField>
        {product ? null : (
          <RfqField id="rfq-category" label={t('form.category')} optional error={errorOf('category')}>
            {(props) => (
              <Select {...props} {...register('category')}>
                <option value="">{t('form.anyCategory')}</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </Select>
            )}
          </RfqField>
        )}
        <RfqField
          id="rfq-details"
          label={t('form.details')}
          optional
          hint={t('form.detailsHint')}
          error={errorOf('details')}
        >
          {(props) => (
            <>
              <textarea
                rows={5}
                dir="auto"
                maxLength={RFQ_TEXT_MAX}
                className={textareaClass}
                {...props}
                {...register('details')}
              />
              <p className="text-end text-ink-600 text-xs">
                {t('form.detailsCount', {
                  used: formatNumber(lang, details.length),
                  max: formatNumber(lang, RFQ_TEXT_MAX),
                })}
              </p>
            </>
          )}
        </RfqField>
      </fieldset>
      <fieldset className={section}>
        <legend className={legend}>{t('form.amount')}</legend>
        <div className="clear-both grid gap-4 sm:grid-cols-2">
          <RfqField id="rfq-quantity" label={t('form.quantity')} error={errorOf('quantity')}>
            {(props) => (
              <input
                type="text"
                inputMode="decimal"
                autoComplete="off"
                dir="ltr"
                className={`${inputClass} text-end tabular-nums`}
                {...props}
                {...register('quantity')}
              />
            )}
          </RfqField>
          <RfqField id="rfq-unit" label={t('form.unit')} error={errorOf('unit')}>
            {(props) => (
              <Select {...props} {...register('unit')}>
                {RFQ_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {t(`units.${unit}`)}
                  </option>
                ))}
              </Select>
            )}
          </RfqField>
        </div>
        <RfqField
          id="rfq-target_price"
          label={t('form.targetPrice')}
          optional
          hint={t('form.targetPriceHint')}
          error={errorOf('target_price')}
        >
          {(props) => (
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              className={`${inputClass} max-w-xs text-end tabular-nums`}
              {...props}
              {...register('target_price')}
            />
          )}
        </RfqField>
      </fieldset>
      <fieldset className={section}>
        <legend className={legend}>{t('form.delivery')}</legend>
        <div className="clear-both grid gap-4 sm:grid-cols-2">
          <RfqField
            id="rfq-shipping_destination"
            label={t('form.destination')}
            error={errorOf('shipping_destination')}
          >
            {(props) => (
              <Select {...props} {...register('shipping_destination')}>
                <option value="">{t('form.chooseDestination')}</option>
                {destinations.map((destination) => (
                  <option key={destination.id} value={destination.id}>
                    {destination.name}
                  </option>
                ))}
              </Select>
            )}
          </RfqField>
          <RfqField id="rfq-needed_by" label={t('form.neededBy')} optional error={errorOf('needed_by')}>
            {(props) => (
              <input type="date" min={today} className={inputClass} {...props} {...register('needed_by')} />
            )}
          </RfqField>
        </div>
      </fieldset>
    </>
  )
}
