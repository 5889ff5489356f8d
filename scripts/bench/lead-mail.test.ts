import { LEAD_TYPES } from '@ironyard/contract/lead-types'
import {
  mailsOwed,
  OWED_BY_TYPE,
  subscriptionKeyPrefix,
  tallyLeadMail,
  type SentMail,
} from './lead-mail'

const sales = (id: number, at = 1): SentMail => ({
  dedupeKey: `lead:${id}:sales`,
  template: 'lead-sales-notification',
  to: 'sales@bench.local',
  subject: `New lead #${id}`,
  at,
})
const confirmation = (id: number, to: string, at = 1): SentMail => ({
  dedupeKey: `lead:${id}:confirmation`,
  template: 'lead-confirmation',
  to,
  subject: 'We received your request',
  at,
})
const subscribed = (subscriptionId: string, to: string, requestedAt: string, at = 1): SentMail => ({
  dedupeKey: `${subscriptionKeyPrefix(subscriptionId)}${requestedAt}`,
  template: 'subscription-confirmation',
  to,
  subject: 'Confirm your subscription',
  at,
})

describe('the mail a bench lead is owed', () => {
  it('is the sales notice and one confirmation for every lead type, whatever types are added', () => {
    expect(Object.keys(OWED_BY_TYPE).sort()).toEqual([...LEAD_TYPES].sort())
    for (const type of LEAD_TYPES) {
      const owed = mailsOwed(type)
      expect(owed).toContain('sales')
      expect(owed.filter((k) => k !== 'sales')).toHaveLength(1)
    }
  })

  it('gives the newsletter forms the subscription confirmation instead of a lead confirmation (decision 017)', () => {
    expect(mailsOwed('newsletter')).toEqual(['sales', 'subscription-confirmation'])
    expect(mailsOwed('equipment_newsletter')).toEqual(['sales', 'subscription-confirmation'])
    expect(mailsOwed('contact_sales')).toEqual(['sales', 'lead-confirmation'])
    expect(mailsOwed('notify_similar')).toEqual(['sales', 'lead-confirmation'])
  })
})

describe('tallyLeadMail', () => {
  const leads = [
    { id: 1, type: 'contact_sales' as const, email: 'a@bench.local' },
    { id: 2, type: 'newsletter' as const, email: 'b@bench.local' },
  ]
  const subscriptions = [{ id: 'sub-b', email: 'b@bench.local', list: 'newsletter' }]

  it('counts every owed mail sent once as sent, nothing missing or doubled', () => {
    const t = tallyLeadMail(leads, subscriptions, [
      sales(1, 10),
      confirmation(1, 'a@bench.local', 12),
      sales(2, 11),
      subscribed('sub-b', 'b@bench.local', '2026-12-06T18:00:00.000Z', 15),
    ])
    expect(t.total).toEqual({ leads: 2, owed: 4, sent: 4, missing: 0, duplicates: 0, unowed: 0 })
    expect(t.byType.get('newsletter')).toEqual({
      leads: 1,
      owed: 2,
      sent: 2,
      missing: 0,
      duplicates: 0,
      unowed: 0,
    })
    expect(t.incompleteLeads).toEqual([])
    expect(t.mailedAt).toEqual(
      new Map([
        [1, 12],
        [2, 15],
      ]),
    )
  })

  it('reports a missing mail, a second confirmation of one subscription and a mail that was not owed', () => {
    const t = tallyLeadMail(leads, subscriptions, [
      sales(1),
      sales(2),
      confirmation(2, 'b@bench.local'),
      subscribed('sub-b', 'b@bench.local', '2026-12-06T18:00:00.000Z'),
      subscribed('sub-b', 'b@bench.local', '2026-12-06T18:20:00.000Z'),
    ])
    expect(t.byType.get('contact_sales')).toMatchObject({ owed: 2, sent: 1, missing: 1 })
    expect(t.byType.get('newsletter')).toMatchObject({
      owed: 2,
      sent: 2,
      missing: 0,
      duplicates: 1,
      unowed: 1,
    })
    expect(t.incompleteLeads).toEqual([1])
  })

  it('counts the same mail sent again under another key as a duplicate', () => {
    const again = { ...sales(1), dedupeKey: 'lead:1:sales:retry' }
    const t = tallyLeadMail(
      leads.slice(0, 1),
      [],
      [sales(1), confirmation(1, 'a@bench.local'), again],
    )
    expect(t.total).toMatchObject({ owed: 2, sent: 2, duplicates: 1 })
  })
})
