import type { Lang } from '@caravanserai/contracts/languages'
import type { Rfq } from '@caravanserai/contracts/rfqs'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CircleX } from 'lucide-react'
import { useState } from 'react'
import { rfqsKeys, withdrawRfq } from '../../api/rfqs.ts'
import { Button } from '../../components/ui/button.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError, TIMEOUT_STATUS } from '../../lib/api-client.ts'
import { notify } from '../../lib/notify.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { RfqConfirmDialog } from './rfq-confirm-dialog.tsx'

/**
 * Withdrawing the request, after a confirmation: the operators stop working on it and a standing
 * offer can no longer be taken. A 409 (it was accepted or declined meanwhile) says why, and the
 * request is read again.
 */
export function WithdrawRfq({ lang, user, rfq }: { lang: Lang; user: SessionUser; rfq: Rfq }) {
  const { t } = useTranslation('rfqs')
  const api = useApi()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: rfqsKeys.lists(user.id) })
  const withdraw = useMutation({
    mutationFn: () => withdrawRfq(api, lang, rfq.id),
    onSuccess: (updated) => {
      queryClient.setQueryData(rfqsKeys.detail(user.id, lang, rfq.id), updated)
      void refreshLists()
      setConfirming(false)
      notify.success(t('withdraw.done'))
    },
    onError: (error) => {
      setConfirming(false)
      if (error instanceof ApiError && error.status === 401) return
      if (!(error instanceof ApiError)) console.error('Withdrawing the request failed:', error)
      void queryClient.invalidateQueries({ queryKey: rfqsKeys.details(user.id) })
      void refreshLists()
      const said = error instanceof ApiError && error.status !== TIMEOUT_STATUS && error.status < 500
      notify.error(said ? error.message : t('withdraw.failed'), { id: 'rfq-withdraw' })
    },
  })
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <CircleX aria-hidden="true" className="size-4" />
        {t('withdraw.button')}
      </Button>
      <RfqConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        title={t('withdraw.confirmTitle')}
        confirmLabel={t('withdraw.confirm')}
        busyLabel={t('withdraw.busy')}
        busy={withdraw.isPending}
        onConfirm={() => withdraw.mutate()}
      >
        <p>{t('withdraw.confirmText')}</p>
      </RfqConfirmDialog>
    </>
  )
}
