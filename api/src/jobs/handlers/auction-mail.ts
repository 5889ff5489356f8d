import { z } from 'zod'
import { sendMail } from '../../mail/mailer'
import { AUCTION_MAIL_KINDS, AUCTION_MAIL_TOPIC } from '../../services/auctions/auction-mail'
import { getAuctionMail } from '../../services/auctions/auction-mail-content'
import { defineJob } from '../define'

/**
 * Issue 34, point 4: one auction mail (outbid, closing within the hour, won, lost, reserve not
 * met) to one bidder or watcher, in their language. Enqueued with the change it reports
 * (services/auctions/auction-mail.ts); sent under the same dedupe key, so a retry mails once.
 */
export const auctionMailJob = defineJob({
  topic: AUCTION_MAIL_TOPIC,
  payloadSchema: z.object({
    kind: z.enum(AUCTION_MAIL_KINDS),
    lotId: z.number().int().positive(),
    userId: z.string().min(1).max(200),
    bidId: z.number().int().positive().optional(),
    closeMicros: z.number().int().optional(),
  }),
  maxAttempts: 8,
  async handle(deps, payload) {
    const mail = await getAuctionMail(deps, payload)
    if (mail) await sendMail(deps, mail)
  },
})
