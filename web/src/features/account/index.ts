// The public surface of features/account: what other features may import (decision 049).
export { FavoriteButton } from './FavoriteButton'
export { Toaster } from './Toaster'
export { rememberPendingFavorite } from './favorites-store'
export { MoneyGrid, moneyAxis } from './market/money-axis'
export type { ChartFrame } from './market/money-axis'
export { showToast } from './toast-store'
export { checkMachine } from './validate'
export type { MachineValues } from './validate'
