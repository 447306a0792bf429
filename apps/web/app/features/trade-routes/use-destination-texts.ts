import type { Destination } from '../../lib/trade-routes.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import type { DestinationTexts } from './trade-routes-translations.ts'

/** A destination's texts in the page language (the translations hold one object per destination). */
export function useDestinationTexts(id: Destination['id']): DestinationTexts {
  const { t } = useTranslation('routes')
  return t(`destinations.items.${id}`, { returnObjects: true }) as DestinationTexts
}
