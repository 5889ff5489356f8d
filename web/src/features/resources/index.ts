// The public surface of features/resources: what other features may import (decision 049).
export { hasLandingPage, letterPages } from './make-directory'
export type { DirectoryMake } from './make-directory'
