export const schema = /* GraphQL */ `
  "Spec §3 inspection document kinds."
  enum InspectionDocumentKind {
    inspection_report
    photos
    packet
    maintenance
    oil_analysis
    hydraulic_fluid_analysis
    telematics_summary
    specifications_sheet
    operators_manual
    purchase_invoice
    lien_title_check
  }

  type InspectionPointResult {
    "1..150"
    position: Int!
    name: String!
    "Null: the point does not apply to this machine."
    rating: Condition
    note: String
  }

  type InspectionSection {
    name: String!
    points: [InspectionPointResult!]!
    "Points rated (the others do not apply)."
    rated: Int!
    "0 (Poor) .. 4 (Excellent)."
    averageRating: Float
  }

  type InspectionDocument {
    id: Int!
    kind: InspectionDocumentKind!
    title: String!
    pages: Int!
    createdAt: DateTime!
    "PDF on the api; signed-in visitors only."
    url: String!
  }

  "The detailed 150-point report with its documents (spec §2: locked for anonymous visitors)."
  type InspectionReport {
    stockNumber: String!
    inspectedAt: DateTime!
    overallCondition: Condition!
    whatIsGreat: [String!]!
    whatNeedsWork: [String!]!
    inspector: InspectorCard!
    sections: [InspectionSection!]!
    pointCount: Int!
    documents: [InspectionDocument!]!
  }

  extend type Query {
    "Signed-in visitors only: anonymous requests answer UNAUTHENTICATED (the web shows 'sign up or log in'). Null when not inspected."
    inspectionReport(stockNumber: String!): InspectionReport @requireAuth
  }

  extend type Mutation {
    "A visitor opened a machine, possibly from a search: the queryID attributes the click to it."
    recordListingView(stockNumber: String!, queryId: String): Boolean! @skipAuth
  }
`
