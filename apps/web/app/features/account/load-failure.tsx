import { RefreshCw } from 'lucide-react'
import { Button } from '../../components/ui/button.tsx'
import { useTranslation } from '../../lib/use-translation.tsx'

/** 'Failed to load data', with a way to try again. */
export function LoadFailure({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('account')
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">{t('load.failed')}</p>
      <p className="mt-1 text-sm">{t('load.tryAgain')}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={`size-4 ${retrying ? 'animate-spin' : ''}`} />
        {t('load.retry')}
      </Button>
    </div>
  )
}
