import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsReview } from '@caravanserai/contracts/ops-reviews'
import { useQueryClient } from '@tanstack/react-query'
import { opsReviewKeys } from '../../../api/ops-reviews.ts'
import { useApi } from '../../../lib/api.tsx'
import type { ApiClient } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { useOperator } from '../console/ops-context.ts'
import { useConsoleAction } from '../console/use-console-action.ts'

/**
 * Hides or shows a review. Either way the lists are read again (the review may leave a filtered
 * list); a 409 (another operator moderated it first) says so in the server's words and reads them
 * again too; a 400 comes back for the dialog to put under its reason field.
 */
export function useReviewAction<B>(
  lang: Lang,
  reviewId: number,
  send: (api: ApiClient, lang: Lang, id: number, body: B) => Promise<OpsReview>,
) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: opsReviewKeys.lists(operator.id) })
  return useConsoleAction({
    send: (body: B) => send(api, lang, reviewId, body),
    onSuccess: () => refresh(),
    onConflict: () => void refresh(),
    fields: ['reason'] as const,
    checkForm: t('fields.checkForm'),
    everyBadRequest: true,
  })
}
