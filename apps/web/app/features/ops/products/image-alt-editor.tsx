import { LOCALES } from '@caravanserai/contracts/languages'
import {
  IMAGE_ALT_MAX,
  type OpsImage,
  type UpdateImageBody,
  type VariationImagesResponse,
} from '@caravanserai/contracts/ops-media'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { describeImage } from '../../../api/ops-pictures.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useApi } from '../../../lib/api.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { replaceFailureNotice } from '../console/api-notice.ts'
import { NamesFields } from '../console/names-fields.tsx'
import { type NamesErrors, type NamesValue, serverNameErrors } from '../console/names-value.ts'

/** Every language is sent: a blank one removes its text, so the storefront falls back. */
function altBody(value: NamesValue): UpdateImageBody['alt'] {
  return Object.fromEntries(LOCALES.map((locale) => [locale, value[locale].trim() || null]))
}

/**
 * A picture's text alternative in the four content languages, for people who cannot see it
 * (screen readers, a picture that fails to load). Every language may stay blank: the storefront
 * then reads the English text, or the product's name in the page's language. Saved at once,
 * on its own: it sits inside the product form, so it is not a form itself (Enter saves it).
 */
export function ImageAltEditor({
  id,
  legend,
  variationId,
  image,
  onSaved,
  onCancel,
}: {
  id: string
  legend: string
  variationId: number
  image: OpsImage
  onSaved: (images: VariationImagesResponse) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const [value, setValue] = useState<NamesValue>(() => ({
    en: image.alt_texts.en ?? '',
    ru: image.alt_texts.ru ?? '',
    hy: image.alt_texts.hy ?? '',
    fa: image.alt_texts.fa ?? '',
  }))
  const [errors, setErrors] = useState<NamesErrors>({})
  const describe = useMutation({
    mutationFn: (alt: UpdateImageBody['alt']) => describeImage(api, variationId, image.id, alt),
  })
  const busy = describe.isPending

  async function save() {
    // The inputs stop at the API's length; what else it refuses comes back under them.
    try {
      onSaved(await describe.mutateAsync(altBody(value)))
      notify.success(t('products.images.described'))
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) return
      const next = serverNameErrors(error.fieldErrors, 'alt')
      if (Object.keys(next).length === 0) return
      setErrors(next)
      replaceFailureNotice(error, t('products.images.checkDescription'))
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter and Escape bubble up from the inputs inside; the block takes no input itself
    <div
      onKeyDown={(event) => {
        if (busy) return
        if (event.key === 'Escape') onCancel()
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          // Not the product form's submit: this text is saved on its own.
          event.preventDefault()
          void save()
        }
      }}
      className="space-y-4 rounded-md bg-sand-50 p-4 ring-1 ring-sand-200"
    >
      <NamesFields
        id={id}
        legend={legend}
        value={value}
        onChange={setValue}
        errors={errors}
        disabled={busy}
        autoFocus
        englishRequired={false}
        hint={t('products.images.describeHint')}
        maxLength={IMAGE_ALT_MAX}
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} aria-busy={busy || undefined} onClick={() => void save()}>
          {busy ? <Spinner className="size-4" /> : null}
          {busy ? t('names.saving') : t('products.images.saveDescription')}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={busy}>
          {t('names.cancel')}
        </Button>
      </div>
    </div>
  )
}
