'use client'

import { useState, useTransition } from 'react'
import { useTranslation } from 'react-i18next'
import type { TrackedMachineFieldsFragment } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import type { ActionResult } from '@/lib/action-result'
import {
  deleteTrackedMachineAction,
  saveTrackedMachineAction,
} from '@/features/account/value-tracker-actions'
import { formatDate, formatNumber, formatPrice } from '@/lib/format'
import styles from './ValueTracker.module.css'
import { MachineForm, type Option, type SaveMachine } from './MachineForm'
import { showToast } from './toast-store'
import { valuationMethod } from '@/components/ui/valuation-method'

type Machine = TrackedMachineFieldsFragment

export interface ValueTrackerProps {
  locale: Locale
  machines: Machine[]
  makes: Option[]
  categories: Option[]
  currentYear: number
  /** The CSV download (a route that forwards the session to the api). */
  downloadHref: string
  /** Stories and tests: replace the server actions. */
  save?: SaveMachine
  remove?: (id: string, locale: string) => Promise<ActionResult<{ id: string }>>
}

const machineName = (m: Machine) => `${m.year} ${m.make.name} ${m.model}`

/**
 * /account/value-tracker (spec §2, §3): add, edit and delete machines; auction and retail
 * value, confidence and last update from the api's valuation; download as CSV. Each machine
 * states how it was valued in the listing page's words (issue 37: the same valuation service,
 * so the same method, window and count as a listing of that machine): `insights` texts.
 */
export function ValueTracker({
  locale,
  machines: initial,
  makes,
  categories,
  currentYear,
  downloadHref,
  save = saveTrackedMachineAction,
  remove = deleteTrackedMachineAction,
}: ValueTrackerProps) {
  const { t } = useTranslation('account')
  const { t: ti } = useTranslation('insights')
  const [machines, setMachines] = useState(initial)
  const [editing, setEditing] = useState<'new' | string | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [pending, startTransition] = useTransition()

  const announce = (message: string) => {
    setAnnouncement(message)
    showToast({ tone: 'info', message })
  }

  const onSaved = (m: Machine) => {
    const isNew = !machines.some((x) => x.id === m.id)
    setMachines((list) => (isNew ? [m, ...list] : list.map((x) => (x.id === m.id ? m : x))))
    setEditing(null)
    announce(t(isNew ? 'valueTracker.added' : 'valueTracker.updated', { name: machineName(m) }))
  }

  const onDelete = (m: Machine) =>
    startTransition(async () => {
      const result = await remove(m.id, locale)
      setConfirming(null)
      if (!result.ok) {
        showToast({ tone: 'error', message: t('favorites.actionError') })
        return
      }
      setMachines((list) => list.filter((x) => x.id !== m.id))
      announce(t('valueTracker.deleted', { name: machineName(m) }))
    })

  const valued = machines.filter((m) => m.valuation.status === 'ok')
  const total = (key: 'auctionValueCents' | 'retailValueCents') =>
    formatPrice(
      valued.reduce((s, m) => s + (m.valuation[key] ?? 0), 0),
      locale,
    )
  const method = (m: Machine) =>
    valuationMethod(ti, {
      basis: m.valuation.basis,
      make: m.make.name,
      model: m.model,
      windowMonths: m.valuation.windowMonths,
      count: m.valuation.comparableCount,
    })
  const money = (cents: number | null) => (cents == null ? '—' : formatPrice(cents, locale))
  const usage = (m: Machine) =>
    [
      m.hours != null
        ? t('valueTracker.hoursValue', { value: formatNumber(m.hours, locale) })
        : null,
      m.miles != null
        ? t('valueTracker.milesValue', { value: formatNumber(m.miles, locale) })
        : null,
    ]
      .filter(Boolean)
      .join(' · ')

  const form = (machine: Machine | null) => (
    <MachineForm
      key={machine?.id ?? 'new'}
      locale={locale}
      machine={machine}
      makes={makes}
      categories={categories}
      currentYear={currentYear}
      save={save}
      onSaved={onSaved}
      onCancel={() => setEditing(null)}
    />
  )

  return (
    <div className={styles.tracker}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className="btn"
          onClick={() => setEditing('new')}
          aria-expanded={editing === 'new'}
        >
          {t('valueTracker.add')}
        </button>
        <a className="btn btn-secondary" href={downloadHref} download>
          {t('valueTracker.download')}
        </a>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {editing === 'new' ? form(null) : null}
      {machines.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('valueTracker.empty')}</p>
        </div>
      ) : (
        <div
          className={styles.tableWrap}
          role="region"
          aria-label={t('valueTracker.tableLabel')}
          tabIndex={0}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('valueTracker.columns.machine')}</th>
                <th scope="col">{t('valueTracker.columns.usage')}</th>
                <th scope="col" className={styles.num}>
                  {t('valueTracker.columns.auction')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('valueTracker.columns.retail')}
                </th>
                <th scope="col">{t('valueTracker.columns.confidence')}</th>
                <th scope="col">{t('valueTracker.columns.updated')}</th>
                <th scope="col">{t('valueTracker.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {machines.map((m) => {
                const name = machineName(m)
                const v = m.valuation
                return (
                  <tr key={m.id} data-machine={m.id}>
                    <th scope="row">
                      <span className={styles.name}>{name}</span>
                      <span className={styles.sub}>{m.category.name}</span>
                      {v.status === 'ok' ? null : (
                        <span className={styles.note}>
                          {v.message ?? t('valueTracker.notEnoughData')}
                        </span>
                      )}
                      <span className={styles.sub}>{method(m)}</span>
                    </th>
                    <td>{usage(m)}</td>
                    <td className={styles.num}>{money(v.auctionValueCents)}</td>
                    <td className={styles.num}>{money(v.retailValueCents)}</td>
                    <td>{v.confidence ? t(`valueTracker.confidence.${v.confidence}`) : '—'}</td>
                    <td>
                      {m.lastUpdated ? formatDate(m.lastUpdated, locale) : t('valueTracker.notYet')}
                    </td>
                    <td>
                      {confirming === m.id ? (
                        <div
                          className={styles.confirm}
                          role="group"
                          aria-label={t('valueTracker.deleteConfirm', { name })}
                        >
                          <span>{t('valueTracker.deleteConfirm', { name })}</span>
                          <button
                            type="button"
                            className="btn btn-dark"
                            disabled={pending}
                            aria-busy={pending}
                            // eslint-disable-next-line jsx-a11y/no-autofocus -- not on page load: the Delete button the visitor pressed was replaced by this question
                            autoFocus
                            onClick={() => onDelete(m)}
                          >
                            {t('valueTracker.deleteYes')}
                          </button>
                          <button
                            type="button"
                            className="btn btn-secondary"
                            onClick={() => setConfirming(null)}
                          >
                            {t('valueTracker.cancel')}
                          </button>
                        </div>
                      ) : (
                        <div className={styles.rowActions}>
                          <button
                            type="button"
                            className={styles.rowButton}
                            aria-label={t('valueTracker.editLabel', { name })}
                            onClick={() => setEditing(m.id)}
                          >
                            {t('valueTracker.edit')}
                          </button>
                          <button
                            type="button"
                            className={styles.rowButton}
                            aria-label={t('valueTracker.deleteLabel', { name })}
                            onClick={() => setConfirming(m.id)}
                          >
                            {t('valueTracker.delete')}
                          </button>
                        </div>
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
            {valued.length ? (
              <tfoot>
                <tr>
                  <td colSpan={7}>
                    {t('valueTracker.total', {
                      auction: total('auctionValueCents'),
                      retail: total('retailValueCents'),
                    })}
                  </td>
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      )}
      {editing && editing !== 'new' ? form(machines.find((m) => m.id === editing) ?? null) : null}
    </div>
  )
}
