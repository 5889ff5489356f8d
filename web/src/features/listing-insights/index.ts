// The public surface of features/listing-insights: what other features may import (decision 049).
export { DealRatingBadge } from './DealRatingBadge'
export { zipState } from './insights-data'
