export const schema = /* GraphQL */ `
  "The signed-in visitor (a marketplace user keyed by the sign-in user id)."
  type User {
    id: ID!
    email: String!
    firstName: String
    lastName: String
    "Sign-in roles: stytch_user for everyone, admin for marketplace administrators."
    roles: [String!]!
    "When the account first signed in."
    memberSince: DateTime!
  }

  extend type Query {
    "The signed-in visitor, or null when anonymous."
    currentUser: User @skipAuth
  }
`
