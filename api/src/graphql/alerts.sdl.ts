export const schema = /* GraphQL */ `
  """
  Sign up for inventory alerts (home page, search page). filters are the search page's URL
  parameters, e.g. {"category":"excavators","priceMax":"100000"}; {} watches all new inventory.
  """
  input SubscribeInventoryAlertInput {
    email: String!
    "Language of the alert emails; the request's language when omitted."
    locale: String
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
  }
`
