import type { MyCompany } from '@caravanserai/contracts/companies'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { myCompaniesQuery } from '../api/company.ts'
import { useApi } from './api.tsx'
import { useSwitchCompany } from './company-session.ts'
import { notify } from './notify.ts'
import { useTranslation } from './use-translation.tsx'

export type CompanyChoice = {
  /** The person's companies when they belong to more than one; empty otherwise (nothing to choose). */
  companies: MyCompany[]
  /** The company the session acts for. */
  current: number | undefined
  /** A company's legal name, or "Personal purchases" for the person's own. */
  nameOf: (company: Pick<MyCompany, 'legal_name'>) => string
  /** Acts for `companyId` from now on; every page's data is fetched again (a toast says so). */
  choose: (companyId: number) => Promise<void>
  /** A switch under way. */
  busy: boolean
}

/**
 * The header's choice of the company the session acts for
 * (docs/decisions/056-companies-are-the-buyer.md): read when the account menu opens.
 */
export function useCompanyChoice(userId: number): CompanyChoice {
  const { t } = useTranslation()
  const mine = useQuery(myCompaniesQuery(useApi(), userId))
  const switchTo = useSwitchCompany()
  const [busy, setBusy] = useState(false)
  const all = mine.data?.results ?? []
  const current = all.find((company) => company.current)?.id
  const nameOf = (company: Pick<MyCompany, 'legal_name'>) => company.legal_name ?? t('company.personal')

  async function choose(companyId: number) {
    const target = all.find((company) => company.id === companyId)
    if (!target || companyId === current || busy) return
    setBusy(true)
    try {
      await switchTo(companyId)
      notify.success(t('company.switched', { name: nameOf(target) }))
    } catch {
      notify.error(t('company.switchFailed'))
    } finally {
      setBusy(false)
    }
  }

  return { companies: all.length > 1 ? all : [], current, nameOf, choose, busy }
}
