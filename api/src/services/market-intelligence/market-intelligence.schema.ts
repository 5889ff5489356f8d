/* The reports' thresholds (their input schemas are @ironyard/contract/forms/market). */

/** Spec §9: brand premiums use the last 12 months. */
export const PREMIUM_WINDOW_MONTHS = 12
/** Sales needed before a month's median is shown (fewer: the point is left empty). */
export const MIN_SALES_PER_MONTH = 3
/** Sales a make needs in the window to get a premium. */
export const MIN_SALES_PER_MAKE = 3
