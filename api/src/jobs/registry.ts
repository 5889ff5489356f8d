import type { JobDefinition } from './define'
import { auctionCloseLotJob } from './handlers/auction-close-lot'
import { auctionMailJob } from './handlers/auction-mail'
import { bulkOperationJob } from './handlers/bulk-operation'
import { inventoryAlertDigestJob, inventoryDigestJob } from './handlers/inventory-alert-digest'
import { leadSubmittedJob } from './handlers/lead-submitted'
import { newsletterIssueJob, newsletterJob } from './handlers/newsletter'
import { priceDropScanJob, priceReducedJob } from './handlers/price-reduced'
import { signinMailJob } from './handlers/signin-mail'
import { subscriptionConfirmationJob } from './handlers/subscription-confirmation'
import { valueTrackerRefreshJob } from './handlers/value-tracker-refresh'

/** Every job topic the workers handle. Add a job here when you add its handler. */
export const JOBS: Record<string, JobDefinition> = Object.fromEntries(
  [
    leadSubmittedJob,
    priceDropScanJob,
    priceReducedJob,
    inventoryDigestJob,
    inventoryAlertDigestJob,
    valueTrackerRefreshJob,
    subscriptionConfirmationJob,
    signinMailJob,
    newsletterIssueJob,
    newsletterJob,
    auctionCloseLotJob,
    auctionMailJob,
    bulkOperationJob,
  ].map((j) => [j.topic, j as JobDefinition]),
)
