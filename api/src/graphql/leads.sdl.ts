export const schema = /* GraphQL */ `
  "Spec §6 forms. sell_valuation is the seller form; the others are buyer forms."
  enum LeadType {
    buy_now
    contact_sales
    name_your_price
    ask_inspector
    contact_partner_seller
    equipment_newsletter
    newsletter
    notify_similar
    finance_prequalify
    sell_valuation
    "/services/inspect: a buyer asks for the 150-point inspection of a machine."
    inspection_request
    "/parts: a buyer asks for a part or an attachment."
    parts_request
    "/resources/taxonomy/alliance: an organisation asks to join the open taxonomy alliance."
    taxonomy_alliance
  }

  "Spec §4: how a submission ended. not_a_fit is the financing pre-qualification's sorry state."
  enum LeadOutcome {
    received
    not_a_fit
  }

  "Why the financing program is not a fit (api/src/services/finance/check-prequalify-fit.ts)."
  enum FinanceFitReason {
    "The amount to finance is over the program's $2,000,000 ceiling."
    amount_over_limit
    "The business is not in the 50 states or the District of Columbia."
    outside_service_area
  }

  enum OfferLikelihood {
    slim_chance
    possible
    high_chance
  }

  "When a team partner will be in touch (spec §4, §9)."
  enum ContactWindow {
    within24Hours
    oneToTwoBusinessDays
    none
  }

  "Marketing parameters the browser kept (spec §3)."
  input UtmInput {
    utm_source: String
    utm_medium: String
    utm_campaign: String
    utm_content: String
    utm_term: String
    utm_id: String
  }

  """
  A form submission. Which fields are required depends on type; the api answers VALIDATION with
  one translated message per field. Numbers arrive as typed (strings) so that the messages can say
  what is wrong with them. An optional field left out or null is none (locale: en).
  """
  input SubmitLeadInput {
    type: LeadType!
    "One per form render; a double click or a retry sends the same key."
    idempotencyKey: String!
    locale: String
    stockNumber: String
    firstName: String
    lastName: String
    email: String
    phone: String
    company: String
    zip: String
    message: String
    offerAmount: String
    role: String
    address: String
    city: String
    state: String
    creditRating: String
    equipmentType: String
    price: String
    make: String
    model: String
    year: String
    hoursOrMiles: String
    "Spec §9 bands (0, 1-4, 5-9, 10+): how many machines; the finance and sell forms ask it."
    machineCount: String
    "parts_request: the machine's serial number."
    serialNumber: String
    utm: UtmInput
    firstVisitParams: JSON
    pageUrl: String
    queryId: String
  }

  type SubmitLeadResult {
    leadId: ID!
    "True when this idempotency key had been accepted before (nothing new was created)."
    duplicate: Boolean!
    likelihood: OfferLikelihood
    contactWindow: ContactWindow!
    "Spec §5 success text in the visitor's language."
    message: String!
    outcome: LeadOutcome!
    "Empty unless outcome is not_a_fit."
    fitReasons: [FinanceFitReason!]!
  }

  type OfferLikelihoodEstimate {
    likelihood: OfferLikelihood!
    "Comparable sales the estimate read."
    comparableSales: Int!
    windowDays: Int!
  }

  extend type Query {
    "Name Your Price: the likelihood of acceptance before submitting."
    offerLikelihood(stockNumber: String!, offerAmount: String!): OfferLikelihoodEstimate! @skipAuth
  }

  extend type Mutation {
    "finance_prequalify needs a signed-in account (spec §6): UNAUTHENTICATED otherwise."
    submitLead(input: SubmitLeadInput!): SubmitLeadResult! @skipAuth
  }
`
