export const schema = /* GraphQL */ `
  enum ValuationStatus {
    ok
    not_enough_data
  }

  enum ValuationConfidence {
    high
    medium
    low
  }

  """
  How the valuation service chose the comparable sales (issue 37: the listing page's rule), whether
  or not they were enough (status).
  """
  enum ValuationBasis {
    "Completed sales of the same make and model in the window."
    model
    "Under 5 of the model: its sales and the make's machines of its size class, model year ±2."
    size_class
  }

  type MachineValuation {
    status: ValuationStatus!
    auctionValueCents: Float
    retailValueCents: Float
    confidence: ValuationConfidence
    basis: ValuationBasis!
    "How far back the comparable sales go, in months (the listing page's window)."
    windowMonths: Int!
    "Comparable sales used (under 5: not enough to value the machine)."
    comparableCount: Int!
    "The not-enough-data text in the request's language; null when there is a value."
    message: String
  }

  "The machine's estimated value at the end of a month (issue 17 point 6)."
  type MachineValuePoint {
    "YYYY-MM."
    month: String!
    "Null when the sales known then were too few to value the machine."
    retailValueCents: Float
    auctionValueCents: Float
  }

  "Spec §3 value tracker machine."
  type TrackedMachine {
    id: ID!
    year: Int!
    make: MakeRef!
    model: String!
    category: CategoryRef!
    hours: Int
    miles: Int
    valuation: MachineValuation!
    "Estimated value at the end of each of the last 12 months, oldest first, with today's hours."
    valueHistory: [MachineValuePoint!]!
    "When the valuation was last computed (the nightly refresh updates it)."
    lastUpdated: DateTime
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  """
  Year, make (catalogue slug), model, category (catalogue slug), and hours or miles. Fields are
  nullable so that a missing one answers the spec §5 message instead of a schema error.
  """
  input TrackedMachineInput {
    year: Int
    make: String
    model: String
    category: String
    hours: Float
    miles: Float
  }

  type DeleteTrackedMachineResult {
    id: ID!
  }

  extend type Query {
    "The signed-in user's value tracker (CSV: GET /account/value-tracker.csv)."
    trackedMachines: [TrackedMachine!]! @requireAuth
    "One of the user's machines; another user's id answers NOT_FOUND."
    trackedMachine(id: ID!): TrackedMachine! @requireAuth
  }

  extend type Mutation {
    addTrackedMachine(input: TrackedMachineInput!): TrackedMachine! @requireAuth
    updateTrackedMachine(id: ID!, input: TrackedMachineInput!): TrackedMachine! @requireAuth
    deleteTrackedMachine(id: ID!): DeleteTrackedMachineResult! @requireAuth
  }
`
