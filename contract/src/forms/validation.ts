/**
 * The spec §5 validation message keys: the `validation` namespace's keys, which the api answers
 * in its field errors (`FieldError.key`) and the web shows before a round trip. Their texts, in
 * both languages, are ./validation-texts (typed by this list: one missing does not compile).
 */
export const VALIDATION_KEYS = [
  'validation.addressRequired',
  'validation.cityRequired',
  'validation.stateRequired',
  'validation.zipRequired',
  'validation.zipInvalid',
  'validation.companyRequired',
  'validation.firstNameRequired',
  'validation.lastNameRequired',
  'validation.jobTitleRequired',
  'validation.emailRequired',
  'validation.emailInvalid',
  'validation.workEmailRequired',
  'validation.workEmailInvalid',
  'validation.phoneRequired',
  'validation.phoneInvalid',
  'validation.phoneOnlyPlus',
  'validation.makeRequired',
  'validation.modelRequired',
  'validation.yearRequired',
  'validation.yearInvalid',
  'validation.categoryRequired',
  'validation.equipmentTypeRequired',
  'validation.typeRequired',
  'validation.roleRequired',
  'validation.creditRequired',
  'validation.priceRequired',
  'validation.priceInvalid',
  'validation.offerAmountRequired',
  'validation.offerAmountInvalid',
  'validation.offerAmountTooLow',
  'validation.offerBelowHalfAsking',
  'validation.amountTooHigh',
  'validation.bidAmountRequired',
  'validation.bidAmountInvalid',
  'validation.messageRequired',
  'validation.messageInvalid',
  'validation.partDescriptionRequired',
  'validation.equipmentInterestRequired',
  'validation.equipmentInterestInvalid',
  'validation.hoursOrMilesRequired',
  'validation.hoursOrMilesDecimal',
  'validation.hoursOrMilesNegative',
  'validation.hoursOrMilesDigits',
  'validation.downPaymentRequired',
  'validation.downPaymentInvalid',
  'validation.interestRateRequired',
  'validation.interestRateInvalid',
  'validation.financeMax',
  'validation.machineCountRequired',
  'validation.termRequired',
  'validation.luckyNumbersRequired',
  'validation.luckyNumbersInvalid',
  'validation.sweepstakesAlreadyEntered',
  'validation.mailingListEmail',
  'validation.tooLong',
  'validation.invalid',
  'validation.required',
  'validation.controlCharacters',
  'validation.zipUnknown',
  'validation.floorAbovePrice',
  'validation.priceBelowFloor',
  'validation.conditionInvalid',
] as const

export type ValidationKey = (typeof VALIDATION_KEYS)[number]

/**
 * The search's field errors (`validation.search.pageInvalid`): the api answers them to any caller
 * of searchListings, suggestions, readSearchQuery and the landing queries. Their texts are
 * ./validation-texts too (`validation.search.*`), generic: the api's own English message names
 * the value or the limit.
 */
export const SEARCH_VALIDATION_KEYS = [
  'validation.search.broadCategoryUnknown',
  'validation.search.categoryUnknown',
  'validation.search.subcategoryUnknown',
  'validation.search.makeUnknown',
  'validation.search.daysOnMarketUnknown',
  'validation.search.excludeTooMany',
  'validation.search.firstInvalid',
  'validation.search.limitInvalid',
  'validation.search.localeUnknown',
  'validation.search.pageInvalid',
  'validation.search.pagePastEnd',
  'validation.search.pageSizeInvalid',
  'validation.search.pageSizeTooLarge',
  'validation.search.priceInvalid',
  'validation.search.priceNegative',
  'validation.search.priceReducedWithinUnknown',
  'validation.search.priceThresholdUnknown',
  'validation.search.queryTooLong',
  'validation.search.radiusInvalid',
  'validation.search.resultWindow',
  'validation.search.sortUnknown',
  'validation.search.sortNeedsZip',
  'validation.search.specNotInCategory',
  'validation.search.specUnknown',
  'validation.search.stateUnknown',
  'validation.search.statusNotPublic',
  'validation.search.yearInvalid',
  'validation.search.yearOutOfRange',
  'validation.search.zipInvalid',
  'validation.search.zipRequired',
  'validation.search.zipUnknown',
] as const

export type SearchValidationKey = (typeof SEARCH_VALIDATION_KEYS)[number]

const KEYS: ReadonlySet<string> = new Set(VALIDATION_KEYS)

export const isValidationKey = (v: unknown): v is ValidationKey =>
  typeof v === 'string' && KEYS.has(v)

/**
 * Use as a zod message: `z.string().min(1, msg('validation.emailRequired'))`. The api turns
 * `key:<key>` into a field error with that key and its text in the caller's language.
 */
export const msg = (key: ValidationKey) => `key:${key}` as const

/**
 * zod's `error` option for a field that may be left out but is never "none" (issue 31): its
 * column cannot be empty, or the record needs a value there (a create takes the default, an
 * update keeps what is stored). GraphQL lets a nullable input field be sent as null: for such a
 * field that is a field error with `key` ("This field is required"), never a write of null; any
 * other value of the wrong type says `otherwise` (zod's own message when not given).
 */
export const nullRefused =
  (otherwise?: string, key: ValidationKey = 'validation.required') =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input === null ? msg(key) : otherwise

/** A zod issue's message key: the `key:` a schema gave it, else `validation.invalid`. */
export function issueKey(message: string): ValidationKey {
  const keyed = /^key:([\w.]+)/.exec(message)
  return keyed && isValidationKey(keyed[1]) ? keyed[1] : 'validation.invalid'
}

/** One field's message key under its schema (`schema.shape.price`), or null when it passes. */
export function fieldKey(
  schema: { safeParse(v: unknown): { success: boolean; error?: IssueList } },
  value: unknown,
): ValidationKey | null {
  const issue = schema.safeParse(value).error?.issues[0]
  return issue ? issueKey(issue.message) : null
}

/** What `fieldErrorKeys` reads: a zod error's issues (any zod version's shape). */
export interface IssueList {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>
}

/**
 * Field name (the path's first segment) → message key of a failed parse, the first issue of each
 * field winning (zod reports a field's checks in order: "required" before "invalid"). What the
 * web shows before a round trip, with the same keys the api would answer.
 */
export function fieldErrorKeys(error: IssueList): Record<string, ValidationKey> {
  const keys: Record<string, ValidationKey> = {}
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '(root)'
    if (!(field in keys)) keys[field] = issueKey(issue.message)
  }
  return keys
}
