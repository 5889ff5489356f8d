export * from './brand'
export * from './finance'
export * from './listing-path'
export * from './slugify'
