// The public surface of features/landing: what other features may import (decision 049).
export { Breadcrumbs } from './Breadcrumbs'
export { default as landingStyles } from './Landing.module.css'
export { redirectIfRenamed } from './catalog-redirect'
export { SPECIAL_PAGES, priceThresholdPath, stateName } from './landing'
export type { Crumb, Landing } from './landing'
export { US_STATES, stateByCode } from './us-states'
