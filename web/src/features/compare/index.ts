// The public surface of features/compare: what other features may import (decision 049).
export { AddToCompareLink } from './AddToCompareLink'
export { COMPARE_COOKIE } from './compare-url'
