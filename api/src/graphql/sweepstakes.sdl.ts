export const schema = /* GraphQL */ `
  "Where the sweepstakes stands now (spec §4): before, inside or after its window."
  enum SweepstakesStatus {
    upcoming
    open
    ended
  }

  "The sweepstakes window (env SWEEPSTAKES_OPENS_AT / SWEEPSTAKES_CLOSES_AT)."
  type Sweepstakes {
    "The contest's name in the entries (the month it opens: 2023-03)."
    contest: String!
    opensAt: DateTime!
    "The first moment entries are refused."
    closesAt: DateTime!
    status: SweepstakesStatus!
    "How many lucky numbers an entry picks, and their range (both ends included, distinct)."
    luckyNumberCount: Int!
    luckyNumberMin: Int!
    luckyNumberMax: Int!
    "The official rules' version an entry agrees to."
    rulesVersion: String!
  }

  """
  One sweepstakes entry (spec §3). Entering subscribes the address to the mailing list (after it
  confirms by mail) and states agreement with the official rules (spec §5). Left out or null:
  locale en, worksInIndustry false, no pageUrl.
  """
  input SweepstakesEntryInput {
    "One per form render; a double click or a retry sends the same key."
    idempotencyKey: String!
    locale: String
    firstName: String
    lastName: String
    company: String
    jobTitle: String
    email: String
    phone: String
    worksInIndustry: Boolean
    "Exactly 5 distinct whole numbers from 1 to 99 (fewer: 5 numbers are required)."
    luckyNumbers: [Int!]!
    pageUrl: String
  }

  type SweepstakesEntryResult {
    entryId: ID!
    contest: String!
    "True when this idempotency key had been accepted before (nothing new was created)."
    duplicate: Boolean!
    "The mailing-list subscription: CHECK_EMAIL (confirm by mail) or ACTIVE."
    subscription: SubscriptionOutcome!
    "Spec §5 success text in the entrant's language (winners are notified by email)."
    message: String!
  }

  extend type Query {
    sweepstakes: Sweepstakes! @skipAuth
  }

  extend type Mutation {
    """
    Enter the open sweepstakes. VALIDATION with one translated message per field (a second entry
    with the same email: a field error on email); CONFLICT when the contest is upcoming or ended.
    """
    enterSweepstakes(input: SweepstakesEntryInput!): SweepstakesEntryResult! @skipAuth
  }
`
