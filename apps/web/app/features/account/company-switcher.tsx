import type { MyCompany } from '@caravanserai/contracts/companies'
import { useQuery } from '@tanstack/react-query'
import { Building2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { myCompaniesQuery } from '../../api/company.ts'
import { Button } from '../../components/ui/button.tsx'
import { Select } from '../../components/ui/select.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useApi } from '../../lib/api.tsx'
import { useSwitchCompany } from '../../lib/company-session.ts'
import { notify } from '../../lib/notify.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/** How a company is named to the person: its legal name, or "Personal purchases" for their own. */
export function useCompanyName(): (company: Pick<MyCompany, 'legal_name'>) => string {
  const { t } = useTranslation('account')
  return (company) => company.legal_name ?? t('company.personal')
}

/**
 * The company the session acts for, to change when the person belongs to more than one
 * (docs/decisions/056-companies-are-the-buyer.md); nothing for a person in one company.
 */
export function CompanySwitcher({ userId, className = '' }: { userId: number; className?: string }) {
  const { t } = useTranslation('account')
  const api = useApi()
  const mine = useQuery(myCompaniesQuery(api, userId))
  const switchTo = useSwitchCompany()
  const nameOf = useCompanyName()
  const id = useId()
  const [chosen, setChosen] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const companies = mine.data?.results ?? []
  if (companies.length < 2) return null
  const current = companies.find((c) => c.current)
  const selected = chosen ?? current?.id ?? companies[0]!.id

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (selected === current?.id) return
    setBusy(true)
    try {
      await switchTo(selected)
      const target = companies.find((c) => c.id === selected)
      notify.success(t('company.switched', { name: target ? nameOf(target) : '' }))
      setChosen(null)
    } catch {
      notify.error(t('company.switchFailed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t('company.switchLabel')}
      className={`flex flex-wrap items-end gap-3 rounded-xl border border-sand-200 bg-white p-5 ${className}`}
    >
      <Building2 aria-hidden="true" className="mb-2.5 size-5 shrink-0 text-teal-800" />
      <div className="min-w-56 flex-1 space-y-1.5">
        <label htmlFor={id} className="block font-semibold text-ink-800 text-sm">
          {t('company.actingFor')}
        </label>
        <Select id={id} value={selected} onChange={(event) => setChosen(Number(event.target.value))}>
          {companies.map((company) => (
            <option key={company.id} value={company.id}>
              {nameOf(company)} · {t(`company.role.${company.role}`)}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="outline" disabled={busy || selected === current?.id}>
        {busy ? <Spinner className="size-4" /> : null}
        {t('company.switch')}
      </Button>
    </form>
  )
}
