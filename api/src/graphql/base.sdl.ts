export const schema = /* GraphQL */ `
  scalar DateTime
  scalar JSON

  type Query {
    "The api's version and the engines it runs on."
    health: Health! @skipAuth
  }

  type Mutation {
    "No-op, so that domain SDL files can extend Mutation."
    ping: Boolean! @skipAuth
  }

  type Health {
    status: String!
    database: String!
    queue: String!
    version: String!
  }

  "One field-level problem; the web shows the translation of key."
  type FieldError {
    path: String!
    message: String!
    key: String!
  }
`
