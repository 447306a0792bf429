import type { Lang } from '@caravanserai/contracts/languages'
import {
  LEG_DAYS_MAX,
  LEGS_MAX,
  type OpsDestination,
  type PutLegsInput,
} from '@caravanserai/contracts/ops-destinations'
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { type FormEvent, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { replaceFailureNotice } from '../console/api-notice.ts'
import { NamesFields } from '../console/names-fields.tsx'
import { NAME_MAX } from '../console/names-value.ts'
import { LegTimingFields } from './leg-timing-fields.tsx'
import {
  type LegDraft,
  type LegErrors,
  legIssues,
  legsBody,
  newLeg,
  serverLegErrors,
  totalDays,
} from './legs-value.ts'

/**
 * A destination's route for operators (docs/product.md#destinations): its legs in order, each
 * named in four languages with its typical whole days and the milestone that ends it, added,
 * removed and moved, then saved whole.
 * The form checks names and days first; the API's messages land under their inputs. `save` runs
 * the PUT; success closes the editor.
 */
export function LegsEditor({
  lang,
  destination,
  busy,
  save,
  onCancel,
}: {
  lang: Lang
  destination: OpsDestination
  busy: boolean
  save: (body: PutLegsInput) => Promise<unknown>
  onCancel: () => void
}) {
  const { t } = useTranslation('ops')
  const form = useRef<HTMLFormElement>(null)
  const [legs, setLegs] = useState<LegDraft[]>(() => destination.legs.map((leg) => newLeg(leg)))
  const [errors, setErrors] = useState<Map<number, LegErrors>>(new Map())
  const id = `route-${destination.id}`
  const total = totalDays(legs)
  const n = (value: number) => formatNumber(lang, value)

  function edit(next: LegDraft[]) {
    setLegs(next)
    setErrors(new Map())
  }
  function move(from: number, to: number) {
    const next = [...legs]
    const [leg] = next.splice(from, 1)
    next.splice(to, 0, leg!)
    edit(next)
  }

  function showErrors(next: Map<number, LegErrors>) {
    setErrors(next)
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const issues = legIssues(legs)
    if (issues.size > 0) {
      const messages = new Map<number, LegErrors>()
      for (const [index, issue] of issues) {
        const names = Object.fromEntries(
          Object.entries(issue.names).map(([locale, kind]) => [
            locale,
            kind === 'required' ? t('names.englishRequired') : t('fields.tooLong', { max: n(NAME_MAX) }),
          ]),
        )
        const days = issue.days ? t('fields.daysRange', { min: n(0), max: n(LEG_DAYS_MAX) }) : undefined
        messages.set(index, { names, days })
      }
      return showErrors(messages)
    }
    try {
      await save(legsBody(legs))
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) return
      const found = serverLegErrors(error.fieldErrors)
      if (found.size === 0) return
      replaceFailureNotice(error, t('fields.checkForm'))
      showErrors(found)
    }
  }

  return (
    <form
      ref={form}
      noValidate
      aria-label={t('destinations.legs.title', { name: destination.name })}
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onCancel()
      }}
      className="space-y-4 rounded-md bg-sand-50 p-4 ring-1 ring-sand-200"
    >
      <div className="space-y-1">
        <h2 className="font-semibold text-ink-900">
          {t('destinations.legs.title', { name: destination.name })}
        </h2>
        <p className="text-ink-600 text-sm">{t('destinations.legs.intro')}</p>
      </div>
      {legs.length === 0 ? <p className="text-ink-700 text-sm">{t('destinations.legs.none')}</p> : null}
      <ol className="space-y-4">
        {legs.map((leg, index) => {
          const label = t('destinations.legs.leg', { n: n(index + 1) })
          const legErrors = errors.get(index)
          return (
            <li key={leg.key} className="space-y-3 rounded-md bg-white p-3 ring-1 ring-sand-200">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-ink-800 text-sm">{label}</h3>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('destinations.legs.moveUp', { n: n(index + 1) })}
                    disabled={index === 0 || busy}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('destinations.legs.moveDown', { n: n(index + 1) })}
                    disabled={index === legs.length - 1 || busy}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('destinations.legs.remove', { n: n(index + 1) })}
                    disabled={busy}
                    onClick={() => edit(legs.filter((other) => other.key !== leg.key))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </div>
              <NamesFields
                id={`${id}-${leg.key}`}
                legend={t('destinations.legs.name', { n: n(index + 1) })}
                value={leg.names}
                onChange={(names) =>
                  edit(legs.map((other) => (other.key === leg.key ? { ...other, names } : other)))
                }
                errors={legErrors?.names}
                disabled={busy}
              />
              <LegTimingFields
                lang={lang}
                id={`${id}-${leg.key}`}
                index={index}
                leg={leg}
                errors={legErrors}
                disabled={busy}
                onChange={(change) =>
                  edit(legs.map((other) => (other.key === leg.key ? { ...other, ...change } : other)))
                }
              />
            </li>
          )
        })}
      </ol>
      {legs.length > 0 && total !== null ? (
        <p className="text-ink-800 text-sm" aria-live="polite">
          {t('destinations.legs.total', { count: total, formatted: n(total) })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={busy || legs.length >= LEGS_MAX}
          onClick={() => edit([...legs, newLeg()])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('destinations.legs.add')}
        </Button>
        <Button type="submit" size="sm" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner className="size-4" /> : null}
          {busy ? t('names.saving') : t('destinations.legs.save')}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={busy}>
          {t('names.cancel')}
        </Button>
      </div>
    </form>
  )
}
