import { toLocale } from '@ironyard/contract/locale'
import { and, asc, eq, gt } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import { mailingListSubscriptions } from '../../db/schema'
import { webPath } from '../alert-jobs/topics'
import { issueUnsubscribeUrl } from '../alert-jobs/unsubscribe-tokens'
import { listStories } from '../content/list-stories'
import { wasMessageSent } from '../messages/record-message'
import { enqueueOutbox } from '../outbox/outbox'
import type { Tx } from './consent'

/** Outbox topics of the monthly newsletter: the fan-out {issue}, and one mail {subscriptionId, issue}. */
export const NEWSLETTER_TOPICS = {
  issue: 'mail.newsletter-issue',
  mail: 'mail.newsletter',
} as const

/** Stories in one issue: the newest published ones. */
export const NEWSLETTER_STORIES = 5

const BATCH = 500

export const newsletterDedupeKey = (subscriptionId: string, issue: string) =>
  `newsletter:${subscriptionId}:${issue}`

/**
 * The monthly fan-out: one outbox row per confirmed (`active`) newsletter subscription, so each
 * mail is its own retriable job. Pending and unsubscribed addresses get nothing (decision 017).
 * Running it again for the same issue adds nothing (dedupe keys).
 */
export async function enqueueNewsletterIssue(
  deps: Pick<AppDeps, 'database'>,
  issue: string,
): Promise<{ enqueued: number }> {
  let after = '00000000-0000-0000-0000-000000000000'
  let enqueued = 0
  for (;;) {
    const batch = await deps.database.db
      .select({ id: mailingListSubscriptions.id })
      .from(mailingListSubscriptions)
      .where(
        and(
          eq(mailingListSubscriptions.list, 'newsletter'),
          eq(mailingListSubscriptions.status, 'active'),
          gt(mailingListSubscriptions.id, after),
        ),
      )
      .orderBy(asc(mailingListSubscriptions.id))
      .limit(BATCH)
    if (!batch.length) break
    await deps.database.db.transaction(async (tx: Tx) => {
      for (const { id } of batch) {
        await enqueueOutbox(
          tx,
          NEWSLETTER_TOPICS.mail,
          { subscriptionId: id, issue },
          newsletterDedupeKey(id, issue),
        )
      }
    })
    enqueued += batch.length
    after = batch[batch.length - 1].id
  }
  return { enqueued }
}

/** One subscriber's newsletter: recipient, language, dedupe key and what it says. */
export interface NewsletterMail {
  to: string
  locale: Locale
  dedupeKey: string
  /** Its unsubscribe link is a bearer token: no copy in clear once sent by SMTP. */
  carriesSecret: true
  props: {
    issue: string
    stories: Array<{ title: string; excerpt: string; url: string }>
    blogUrl: string
    equipmentUrl: string
    unsubscribeUrl: string
  }
}

export type NewsletterOutcome = 'sent' | 'duplicate' | 'skipped' | 'nothing-new'

/**
 * One subscriber's issue of the newsletter, in their language: the newest stories and an
 * unsubscribe link of their own (the mailer adds the one-click headers). Nothing for a
 * subscription that is no longer active, nor twice for the same issue.
 */
export async function getNewsletterMail(
  deps: Pick<AppDeps, 'database' | 'env' | 'now'>,
  subscriptionId: string,
  issue: string,
): Promise<NewsletterMail | Exclude<NewsletterOutcome, 'sent'>> {
  const dedupeKey = newsletterDedupeKey(subscriptionId, issue)
  if (await wasMessageSent(deps.database, dedupeKey)) return 'duplicate'
  const [sub] = await deps.database.db
    .select()
    .from(mailingListSubscriptions)
    .where(eq(mailingListSubscriptions.id, subscriptionId))
  if (!sub || sub.status !== 'active' || sub.list !== 'newsletter') return 'skipped'
  const locale = toLocale(sub.locale)
  const page = await listStories(deps, { category: 'all', page: 1 }, locale)
  const web = deps.env.WEB_URL.replace(/\/$/, '')
  const stories = page.items.slice(0, NEWSLETTER_STORIES).map((s) => ({
    title: s.title,
    excerpt: s.excerpt,
    url: `${web}${webPath(`/blog/${s.slug}`, locale)}`,
  }))
  if (!stories.length) return 'nothing-new'
  return {
    carriesSecret: true,
    to: sub.email,
    locale,
    dedupeKey,
    props: {
      issue,
      stories,
      blogUrl: `${web}${webPath('/blog', locale)}`,
      equipmentUrl: `${web}${webPath('/equipment', locale)}`,
      unsubscribeUrl: await issueUnsubscribeUrl(deps, { kind: 'mailing_list', subscriptionId }),
    },
  }
}
