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

  "How a visitor can sign in here."
  type SignInOptions {
    "OAuth providers whose start route works (Stytch's lower-case names: google, apple, ...)."
    oauthProviders: [String!]!
  }

  extend type Query {
    "The signed-in visitor, or null when anonymous."
    currentUser: User @skipAuth
    "Sign-in methods on offer: the web shows a Continue-with button only for these providers."
    signInOptions: SignInOptions! @skipAuth
  }
`
