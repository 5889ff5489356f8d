export const schema = /* GraphQL */ `
  "The marketplace profile the settings page edits (spec §3 user traits)."
  type AccountProfile {
    firstName: String
    lastName: String
    company: String
    phone: String
    zip: String
    isBuyer: Boolean!
    isSeller: Boolean!
    "Category slugs."
    interestedCategories: [String!]!
    "Language of the alert emails (en or es)."
    locale: String!
    "Price-drop emails for favorited machines."
    priceDropEmails: Boolean!
  }

  type PersonaType {
    buyer: Boolean!
    seller: Boolean!
  }

  type InterestedIn {
    categories: [String!]!
  }

  "Spec §3 user traits for analytics; personaType also counts the forms the user submitted."
  type UserTraits {
    email: String!
    firstName: String
    lastName: String
    company: String
    phone: String
    zip: String
    personaType: PersonaType!
    interestedIn: InterestedIn!
  }

  "The signed-in user's account (settings page: personal and location information)."
  type Account {
    id: ID!
    email: String!
    memberSince: DateTime!
    profile: AccountProfile!
    traits: UserTraits!
  }

  """
  Settings form. Every field is optional (omitted: unchanged); null or "" clears company, phone
  and zip, and null is a field error on the others ([] clears interestedCategories). Field errors
  carry spec §5 keys and messages in the request's language.
  """
  input UpdateProfileInput {
    firstName: String
    lastName: String
    company: String
    phone: String
    zip: String
    isBuyer: Boolean
    isSeller: Boolean
    interestedCategories: [String!]
    locale: String
    priceDropEmails: Boolean
  }

  extend type Query {
    "The signed-in user's account."
    me: Account! @requireAuth
  }

  extend type Mutation {
    updateProfile(input: UpdateProfileInput!): Account! @requireAuth
  }
`
