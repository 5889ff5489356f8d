export const schema = /* GraphQL */ `
  """
  Sign up for inventory alerts (home page, search page). filters are the search page's URL
  parameters, e.g. {"category":"excavators","priceMax":"100000"}; {} watches all new inventory.
  """
  input SubscribeInventoryAlertInput {
    email: String!
    "Language of the alert emails; the request's language when omitted or null."
    locale: String
    "The search page's URL parameters; every machine when omitted or null."
    filters: JSON
  }

  """
  What a subscribe request (inventory alert, newsletter form) answers. Consent for mail: an
  address is mailed only after it follows the link of a confirmation mail, and the answer never
  says whether it was subscribed before.
  """
  enum SubscriptionOutcome {
    "Check the inbox: a confirmation link is mailed if the address needs one (any other address)."
    CHECK_EMAIL
    "Active at once: the signed-in user's own verified email address."
    ACTIVE
  }

  type SubscribeInventoryAlertResult {
    status: SubscriptionOutcome!
  }

  type UnsubscribeInventoryAlertResult {
    alertId: ID!
  }

  "How often an alert's digest may be mailed: every day, or on Mondays only."
  enum AlertFrequency {
    DAILY
    WEEKLY
  }

  "What the /account list says of an alert."
  enum AlertState {
    "Mailed when new machines match."
    ACTIVE
    "Paused by its owner: no mail until resumed."
    PAUSED
    "Its address has not followed the confirmation link yet."
    PENDING
    "Stopped from an email's unsubscribe link."
    UNSUBSCRIBED
  }

  "One of the signed-in user's inventory alerts (those of their own verified address)."
  type MyInventoryAlert {
    id: ID!
    "The filters in words, in the request's language."
    summary: String!
    "The search it watches on the web, e.g. /es/equipment?category=excavators."
    searchPath: String!
    frequency: AlertFrequency!
    state: AlertState!
    createdAt: DateTime!
  }

  "The signed-in user's alerts: those mailed to their own address, once it is verified."
  type MyInventoryAlerts {
    "The address the alerts go to (the account's)."
    email: String!
    "false until the sign-in service says the address is verified; alerts is empty until then."
    addressVerified: Boolean!
    "Oldest first."
    alerts: [MyInventoryAlert!]!
  }

  "What to change; a field left out keeps its value, a null one is a field error (VALIDATION)."
  input UpdateMyInventoryAlertInput {
    id: ID!
    "true pauses, false resumes (a pending or unsubscribed alert becomes active)."
    paused: Boolean
    frequency: AlertFrequency
  }

  type DeleteMyInventoryAlertResult {
    id: ID!
  }

  extend type Query {
    "The signed-in user's inventory alerts (those of their own verified address)."
    myInventoryAlerts: MyInventoryAlerts! @requireAuth
  }

  extend type SubmitLeadResult {
    "The newsletter forms' subscription; null for the other forms."
    subscription: SubscriptionOutcome
  }

  extend type Mutation {
    """
    The same answer for every address and state (new, pending, active, unsubscribed); at most one
    confirmation mail per address and window. RATE_LIMITED past the per-IP limit.
    """
    subscribeInventoryAlert(input: SubscribeInventoryAlertInput!): SubscribeInventoryAlertResult!
      @skipAuth
    "The token comes from the unsubscribe link of an alert email."
    unsubscribeInventoryAlert(token: String!): UnsubscribeInventoryAlertResult! @skipAuth
    "Pause, resume or change the frequency of one of the user's alerts (NOT_FOUND: not theirs)."
    updateMyInventoryAlert(input: UpdateMyInventoryAlertInput!): MyInventoryAlert! @requireAuth
    "Delete one of the user's alerts (NOT_FOUND: not theirs, or already deleted)."
    deleteMyInventoryAlert(id: ID!): DeleteMyInventoryAlertResult! @requireAuth
  }
`
