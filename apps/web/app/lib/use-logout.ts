import type { Lang } from '@caravanserai/contracts/languages'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useApi } from './api.tsx'
import { localizedPath } from './links.ts'
import { notify } from './notify.ts'
import { endSession } from './session-keeper.ts'
import { useTranslation } from './use-translation.tsx'

/**
 * Logout ends the session (revoked on the server too) and goes to the localized home.
 * It leaves the page first: a signed-in-only page would otherwise see the visitor and send them
 * to login with 'Please login first'.
 */
export function useLogout(lang: Lang): () => Promise<void> {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const api = useApi()
  const queryClient = useQueryClient()
  return async () => {
    await navigate(localizedPath('/', lang))
    await endSession(api, queryClient)
    notify.success(t('auth.loggedOut'))
  }
}
