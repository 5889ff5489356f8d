// The public surface of features/services: what other features may import (decision 049).
export { default as servicesStyles } from './Services.module.css'
