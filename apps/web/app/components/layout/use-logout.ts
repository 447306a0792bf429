import type { Lang } from '@caravanserai/contracts/languages'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useApi } from '../../lib/api.tsx'
import { localizedPath } from '../../lib/links.ts'
import { notify } from '../../lib/notify.ts'
import { endSession } from '../../lib/session-keeper.ts'

/** SPEC §2: logout ends the session (revoked on the server too) and goes to the localized home. */
export function useLogout(lang: Lang): () => Promise<void> {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const api = useApi()
  const queryClient = useQueryClient()
  return async () => {
    await endSession(api, queryClient)
    notify.success(t('auth.loggedOut'))
    navigate(localizedPath('/', lang))
  }
}
