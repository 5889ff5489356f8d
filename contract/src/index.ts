// Everything without zod; `analytics-batch` and the form schemas are imported by subpath
// (`@ironyard/contract/analytics-batch`) so a page that needs none of them loads no zod.
export * from './analytics-limits'
export * from './brand'
export * from './client-instant'
export * from './control-characters'
export * from './finance'
export * from './json-size'
export * from './listing-enums'
export * from './listing-path'
export * from './search-enums'
export * from './search-input'
export * from './search-url'
export * from './slugify'
