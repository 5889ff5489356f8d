// The public surface of features/account: what other features may import (decision 049).
export { FavoriteButton } from './FavoriteButton'
export { Toaster } from './Toaster'
export { rememberPendingFavorite } from './favorites-store'
export { showToast } from './toast-store'
export { checkMachine } from './validate'
export type { MachineValues } from './validate'
