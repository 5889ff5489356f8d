// The public surface of features/content: what other features may import (decision 049).
export { DEFAULT_CONTEST } from './company/SweepstakesView'
export type { SweepstakesContest } from './company/SweepstakesView'
