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

  type SubscribeInventoryAlertResult {
    alertId: ID!
    "True when this email already watched these filters (nothing new was created)."
    alreadySubscribed: Boolean!
  }

  type UnsubscribeInventoryAlertResult {
    alertId: ID!
  }

  extend type Mutation {
    subscribeInventoryAlert(input: SubscribeInventoryAlertInput!): SubscribeInventoryAlertResult!
      @skipAuth
    "The token comes from the unsubscribe link of an alert email."
    unsubscribeInventoryAlert(token: String!): UnsubscribeInventoryAlertResult! @skipAuth
  }
`
