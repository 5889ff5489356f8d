/**
 * What each lead of `npm run bench:leads` is owed in mail, and the tally of what was sent, from
 * the product's own rules rather than a table of our own:
 *
 * - every lead: the sales team's notice (`lead:<id>:sales`, jobs/handlers/lead-submitted.ts);
 * - a form that is not a mailing-list form (`isMailingListForm`): the lead confirmation
 *   (`lead:<id>:confirmation`);
 * - a mailing-list form: no lead confirmation but its subscription's confirmation mail (decision
 *   017), when the consent rules let one go (`planConsent` on the new pending row, the address's
 *   hourly budget). The bench gives every lead an address of its own and does not sign in, so
 *   each such lead makes one new subscription that asks once.
 */
import { LEAD_TYPES, type LeadType } from '@ironyard/contract/lead-types'
import { isMailingListForm } from '../../api/src/services/leads/submit-lead'
import { confirmationDedupeKey } from '../../api/src/services/mailing-list/confirmation-mail'
import {
  CONFIRMATION_MAILS_PER_ADDRESS,
  planConsent,
} from '../../api/src/services/mailing-list/consent'

export type MailKind = 'sales' | 'lead-confirmation' | 'subscription-confirmation'

/**
 * The mails a lead of this type is owed when its address is new to us, asked once, by a visitor
 * who is not signed in (what the bench submits).
 */
export function mailsOwed(type: LeadType): MailKind[] {
  if (!isMailingListForm(type)) return ['sales', 'lead-confirmation']
  const firstRequest = planConsent(
    { status: 'pending', confirmationSentAt: null },
    { form: type, at: new Date(0), ip: '127.0.0.1', verifiedOwner: false },
  )
  const withinBudget = 1 <= CONFIRMATION_MAILS_PER_ADDRESS
  return firstRequest.mayMail && withinBudget ? ['sales', 'subscription-confirmation'] : ['sales']
}

/** A lead the bench had acknowledged. */
export interface BenchLead {
  id: number
  type: LeadType
  email: string
}

/** A row of mailing_list_subscriptions. */
export interface SubscriptionRow {
  id: string
  email: string
  list: string
}

/** A row of sent_messages. */
export interface SentMail {
  dedupeKey: string
  template: string
  to: string
  subject: string
  /** When it was recorded (epoch ms). */
  at: number
}

export interface TypeTally {
  leads: number
  /** Mails owed to this type's leads. */
  owed: number
  /** Owed mails sent (at least once). */
  sent: number
  /** Owed mails not sent. */
  missing: number
  /** Sends beyond the first of an owed mail (another key, or the same recipient and subject). */
  duplicates: number
  /** Mails sent for these leads that they were not owed (a lead confirmation to a newsletter). */
  unowed: number
}

export interface LeadMailTally {
  byType: Map<LeadType, TypeTally>
  total: TypeTally
  /** Leads with an owed mail not sent. */
  incompleteLeads: number[]
  /** When each fully mailed lead's last owed mail was recorded (epoch ms). */
  mailedAt: Map<number, number>
}

const leadKey = (id: number, kind: 'sales' | 'confirmation') => `lead:${id}:${kind}`
/** The dedupe keys of a mailing-list subscription's confirmation mails all start with this. */
export const subscriptionKeyPrefix = (subscriptionId: string) =>
  confirmationDedupeKey({ kind: 'mailing_list', id: subscriptionId, requestedAt: '' })

const emptyTally = (): TypeTally => ({
  leads: 0,
  owed: 0,
  sent: 0,
  missing: 0,
  duplicates: 0,
  unowed: 0,
})

/** Compare what each lead was owed with what sent_messages holds. */
export function tallyLeadMail(
  leads: BenchLead[],
  subscriptions: SubscriptionRow[],
  sent: SentMail[],
): LeadMailTally {
  const byKey = new Map(sent.map((m) => [m.dedupeKey, m]))
  const subscriptionOf = new Map(subscriptions.map((s) => [`${s.list}\n${s.email}`, s.id]))
  const byPrefix = new Map<string, SentMail[]>()
  for (const m of sent) {
    // subscription-confirmation:mailing_list:<id>:<requestedAt>; requestedAt holds colons too.
    const match = /^(subscription-confirmation:mailing_list:[^:]+:)/.exec(m.dedupeKey)
    if (!match) continue
    const list = byPrefix.get(match[1]) ?? []
    list.push(m)
    byPrefix.set(match[1], list)
  }
  const byType = new Map<LeadType, TypeTally>()
  const incompleteLeads: number[] = []
  const mailedAt = new Map<number, number>()
  /** Content of each matched mail -> the lead type it belongs to, and the keys matched. */
  const matchedContent = new Map<string, LeadType>()
  const matchedKeys = new Set<string>()
  const content = (m: SentMail) => `${m.to}\n${m.template}\n${m.subject}`

  for (const lead of leads) {
    const t = byType.get(lead.type) ?? emptyTally()
    byType.set(lead.type, t)
    t.leads++
    const owed = new Set(mailsOwed(lead.type))
    const subscriptionId = subscriptionOf.get(`${lead.type}\n${lead.email}`)
    const found: Record<MailKind, SentMail[]> = {
      sales: [byKey.get(leadKey(lead.id, 'sales'))].filter((m) => m !== undefined),
      'lead-confirmation': [byKey.get(leadKey(lead.id, 'confirmation'))].filter(
        (m) => m !== undefined,
      ),
      'subscription-confirmation': subscriptionId
        ? (byPrefix.get(subscriptionKeyPrefix(subscriptionId)) ?? [])
        : [],
    }
    let complete = true
    let last = 0
    for (const kind of Object.keys(found) as MailKind[]) {
      const mails = found[kind]
      for (const m of mails) {
        matchedKeys.add(m.dedupeKey)
        matchedContent.set(content(m), lead.type)
      }
      if (!owed.has(kind)) {
        t.unowed += mails.length
        continue
      }
      t.owed++
      if (mails.length === 0) {
        t.missing++
        complete = false
        continue
      }
      t.sent++
      t.duplicates += mails.length - 1
      last = Math.max(last, ...mails.map((m) => m.at))
    }
    if (complete) mailedAt.set(lead.id, last)
    else incompleteLeads.push(lead.id)
  }
  // The same mail sent again under a key of its own: same recipient, template and subject.
  for (const m of sent) {
    if (matchedKeys.has(m.dedupeKey)) continue
    const type = matchedContent.get(content(m))
    if (type) byType.get(type)!.duplicates++
  }
  const total = emptyTally()
  for (const t of byType.values())
    for (const k of Object.keys(total) as (keyof TypeTally)[]) total[k] += t[k]
  return { byType, total, incompleteLeads, mailedAt }
}

/** Every lead type, with the mails it is owed (the table the bench prints under its results). */
export const OWED_BY_TYPE = Object.fromEntries(
  LEAD_TYPES.map((type) => [type, mailsOwed(type)]),
) as Record<LeadType, MailKind[]>
