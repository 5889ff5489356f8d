// The public surface of features/alerts: what other features may import (decision 049).
export { AlertSignup } from './AlertSignup'
