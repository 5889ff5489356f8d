export const schema = /* GraphQL */ `
  "A step a bulk operation applies to each listing (the single listing's lifecycle step)."
  enum BulkAction {
    publish
    changePrice
    markComingSoon
    remove
    restore
  }

  "How a bulk price change moves each price: by an amount, or by a percentage."
  enum BulkPriceMode {
    amount
    percent
  }

  enum BulkPriceDirection {
    down
    up
  }

  "A row of a bulk operation: waiting, applied, or refused (with the step's reason)."
  enum BulkItemState {
    pending
    ok
    refused
  }

  input BulkPriceChangeInput {
    mode: BulkPriceMode!
    direction: BulkPriceDirection!
    "mode amount: the cents added or taken away."
    amountCents: Float
    "mode percent: the percentage (up to two decimals; the new price is rounded to whole dollars)."
    percent: Float
    "A new price below a listing's floor lowers the floor too; otherwise that row is refused."
    lowerFloor: Boolean
  }

  input BulkOperationInput {
    "The client's key, one per confirmation: the same key twice answers the first operation."
    idempotencyKey: String!
    action: BulkAction!
    "changePrice: how."
    priceChange: BulkPriceChangeInput
    "remove: why (kept in each listing's audit entry)."
    reason: String
    "The rows picked (at most 500); absent: every row matching filter (at most 50,000)."
    stockNumbers: [String!]
  }

  type BulkPriceChange {
    mode: BulkPriceMode!
    direction: BulkPriceDirection!
    amountCents: Float
    percent: Float
    lowerFloor: Boolean
  }

  type BulkOperationItem {
    "Its place in the selection, from 1."
    position: Int!
    stockNumber: String!
    state: BulkItemState!
    "Why the step refused this row, in the caller's language."
    reason: String
    "The refusal's message key (what clients compare)."
    reasonKey: String
  }

  type BulkOperationItemPage {
    rows: [BulkOperationItem!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  "A bulk operation and its progress: rows waiting, applied and refused."
  type BulkOperation {
    id: ID!
    action: BulkAction!
    "queued, running, done."
    status: String!
    total: Int!
    pending: Int!
    ok: Int!
    refused: Int!
    price: BulkPriceChange
    reason: String
    createdAt: DateTime!
    finishedAt: DateTime
  }

  "A bulk operation with a page of its rows."
  type BulkOperationDetail {
    id: ID!
    action: BulkAction!
    status: String!
    total: Int!
    pending: Int!
    ok: Int!
    refused: Int!
    price: BulkPriceChange
    reason: String
    createdAt: DateTime!
    finishedAt: DateTime
    items: BulkOperationItemPage!
  }

  extend type Mutation {
    """
    Apply a step to many listings of the equipment table (issue 36): the picked stock numbers, or
    every listing matching filter, in the caller's scope (a partner member: their seller's only;
    another seller's picked listing is refused as not found). Runs as a job; each row applies the
    single step's rules and effects (mail, price history, audit, search) once and reports ok or
    the step's refusal. The same idempotencyKey twice answers the first operation and does nothing
    more. markComingSoon is staff only, as the single step. Admins and partner members.
    """
    startBulkOperation(input: BulkOperationInput!, filter: AdminListingFilter): BulkOperation!
      @requireAuth(roles: ["admin", "partner"])
  }

  extend type Query {
    """
    One bulk operation with a page (50) of its rows, optionally only those in one state; null
    when there is none in the caller's scope (a partner member: their seller's operations).
    """
    bulkOperation(id: ID!, itemState: BulkItemState, itemPage: Int): BulkOperationDetail
      @requireAuth(roles: ["admin", "partner"])
    "The latest ten bulk operations in the caller's scope, newest first."
    bulkOperations: [BulkOperation!]! @requireAuth(roles: ["admin", "partner"])
  }
`
