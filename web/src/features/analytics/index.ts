// The public surface of features/analytics: what other features may import (decision 049).
export { ANONYMOUS_ID_KEY, trackingAllowed } from './identity'
export { STORAGE_KEYS, UTM_KEYS, browserStore, readMarketingParams } from './marketing-params'
export type { Utm } from './marketing-params'
export { listingAnalyticsMeta } from './page-meta'
export { PAGE_VIEW_COOKIE } from './page-views'
