import { AUDIT_OBJECT_TYPES, type AuditActor } from '@caravanserai/contracts/ops-audit'
import { useLocation, useNavigate } from 'react-router'
import { Input } from '../../../components/ui/input.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { FilterField, FilterForm, useFilterFields } from '../console/filter-form.tsx'
import { type AuditFilters, actionsByObjectType, auditFiltersFrom, auditSearchOf } from './audit-params.ts'

const fieldsOf = (filters: AuditFilters) => ({
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
  const { fields, bind } = useFilterFields(fieldsOf(filters))
  const current = auditSearchOf(filters)

  function apply() {
    const next = auditFiltersFrom(new URLSearchParams(Object.entries(fields).filter(([, v]) => v.trim())))
    void navigate(`${pathname}${auditSearchOf({ ...next, page: 1 })}`)
  }

  const filtered = current !== '' && current !== `?page=${filters.page}`
  return (
    <FilterForm
      label={t('filters.label')}
      apply={t('filters.apply')}
      clear={t('filters.clear')}
      onApply={apply}
      onClear={filtered ? () => void navigate(pathname) : null}
    >
      <FilterField id="ops-audit-actor" label={t('filters.person')} className="w-full sm:w-56">
        <Select id="ops-audit-actor" {...bind('actor')}>
          <option value="">{t('filters.anyone')}</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.email}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField id="ops-audit-action" label={t('filters.action')} className="w-full sm:w-64">
        <Select id="ops-audit-action" {...bind('action')}>
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
      </FilterField>
      <FilterField id="ops-audit-type" label={t('filters.objectType')} className="w-full sm:w-48">
        <Select id="ops-audit-type" {...bind('object_type')}>
          <option value="">{t('filters.anyObject')}</option>
          {AUDIT_OBJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`objects.${type}`)}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField id="ops-audit-object" label={t('filters.objectId')} className="w-32">
        <Input id="ops-audit-object" inputMode="numeric" dir="ltr" {...bind('object_id')} />
      </FilterField>
    </FilterForm>
  )
}
