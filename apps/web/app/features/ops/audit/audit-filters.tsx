import { AUDIT_OBJECT_TYPES, type AuditActor } from '@caravanserai/contracts/ops-audit'
import { Search, X } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { type AuditFilters, actionsByObjectType, auditFiltersFrom, auditSearchOf } from './audit-params.ts'

const labelClass = 'block font-semibold text-ink-800 text-sm'

type Fields = { actor: string; action: string; object_type: string; object_id: string }

const fieldsOf = (filters: AuditFilters): Fields => ({
  actor: filters.actor === null ? '' : String(filters.actor),
  action: filters.action ?? '',
  object_type: filters.objectType ?? '',
  object_id: filters.objectId === null ? '' : String(filters.objectId),
})

/**
 * The trail's filters as one form that applies them together: the person, the action (grouped by
 * what it is about), the object type and an object's number. They live in the address.
 */
export function AuditFilterForm({ filters, actors }: { filters: AuditFilters; actors: AuditActor[] }) {
  const { t } = useTranslation('audit')
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const [fields, setFields] = useState(() => fieldsOf(filters))
  const current = auditSearchOf(filters)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is what the form follows
  useEffect(() => setFields(fieldsOf(filters)), [current])
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: event.target.value }))

  function submit(event: FormEvent) {
    event.preventDefault()
    const next = auditFiltersFrom(new URLSearchParams(Object.entries(fields).filter(([, v]) => v.trim())))
    void navigate(`${pathname}${auditSearchOf({ ...next, page: 1 })}`)
  }

  const filtered = current !== '' && current !== `?page=${filters.page}`
  return (
    <form onSubmit={submit} aria-label={t('filters.label')} className="flex flex-wrap items-end gap-3">
      <div className="w-full space-y-1 sm:w-56">
        <label htmlFor="ops-audit-actor" className={labelClass}>
          {t('filters.person')}
        </label>
        <Select id="ops-audit-actor" value={fields.actor} onChange={set('actor')}>
          <option value="">{t('filters.anyone')}</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.email}
            </option>
          ))}
        </Select>
      </div>
      <div className="w-full space-y-1 sm:w-64">
        <label htmlFor="ops-audit-action" className={labelClass}>
          {t('filters.action')}
        </label>
        <Select id="ops-audit-action" value={fields.action} onChange={set('action')}>
          <option value="">{t('filters.anyAction')}</option>
          {actionsByObjectType().map(([type, actions]) => (
            <optgroup key={type} label={t(`objects.${type}`)}>
              {actions.map((action) => (
                <option key={action} value={action}>
                  {t(`actions.${action}`)}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </div>
      <div className="w-full space-y-1 sm:w-48">
        <label htmlFor="ops-audit-type" className={labelClass}>
          {t('filters.objectType')}
        </label>
        <Select id="ops-audit-type" value={fields.object_type} onChange={set('object_type')}>
          <option value="">{t('filters.anyObject')}</option>
          {AUDIT_OBJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`objects.${type}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="w-32 space-y-1">
        <label htmlFor="ops-audit-object" className={labelClass}>
          {t('filters.objectId')}
        </label>
        <Input
          id="ops-audit-object"
          inputMode="numeric"
          dir="ltr"
          value={fields.object_id}
          onChange={set('object_id')}
        />
      </div>
      <Button type="submit">
        <Search aria-hidden="true" className="size-4" />
        {t('filters.apply')}
      </Button>
      {filtered ? (
        <Button variant="outline" onClick={() => void navigate(pathname)}>
          <X aria-hidden="true" className="size-4" />
          {t('filters.clear')}
        </Button>
      ) : null}
    </form>
  )
}
