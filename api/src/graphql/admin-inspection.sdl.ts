export const schema = /* GraphQL */ `
  "A note on one inspection point, in both languages."
  type AdminInspectionNote {
    "1..150"
    position: Int!
    en: String!
    es: String!
  }

  "A listing's inspection as the console edits it (both languages at once)."
  type AdminInspection {
    inspectorId: Int!
    "YYYY-MM-DD"
    inspectedOn: String!
    overallCondition: Condition!
    whatIsGreatEn: [String!]!
    whatIsGreatEs: [String!]!
    whatNeedsWorkEn: [String!]!
    whatNeedsWorkEs: [String!]!
    "150 ratings in point order: 0 Poor .. 4 Excellent, -1 not applicable."
    pointRatings: [Int!]!
    "Notes on some points, by position."
    pointNotes: [AdminInspectionNote!]!
  }

  "One of the 150 points of the checklist, with its section, in both languages."
  type AdminInspectionPoint {
    position: Int!
    section: String!
    sectionEs: String!
    nameEn: String!
    nameEs: String!
  }

  "An inspector staff can credit an inspection to (spec §3 inspector card)."
  type AdminInspector {
    id: Int!
    name: String!
    certifications: [String!]!
    yearsExperience: Int!
    region: String
    "Inspections credited to the inspector."
    inspectionsDone: Int!
  }

  "What the console's inspection form needs: the listing's inspection, the checklist and the inspectors."
  type AdminInspectionEditor {
    stockNumber: String!
    "Year make model."
    title: String!
    status: ListingStatus!
    hasInspection: Boolean!
    "Null until one is saved."
    inspection: AdminInspection
    "The 150 points in position order."
    points: [AdminInspectionPoint!]!
    "Every inspector, by name."
    inspectors: [AdminInspector!]!
  }

  "A listing's inspection after a save or a delete."
  type AdminInspectionState {
    stockNumber: String!
    hasInspection: Boolean!
    "False when the save repeated what was stored (nothing changed; the audit log records it)."
    changed: Boolean!
    "Null after a delete."
    inspection: AdminInspection
  }

  input AdminInspectionNoteInput {
    "1..150"
    position: Int!
    en: String
    es: String
  }

  """
  A whole inspection. Lines are trimmed and blank ones dropped; at least one "what is great" line in
  each language; "what needs work" in both languages or neither; at most 20 lines of 300 characters.
  """
  input SaveInspectionInput {
    "An inspector's id (adminInspection lists them; createInspector adds one)."
    inspectorId: Int
    "YYYY-MM-DD, from 2000-01-01 to today."
    inspectedOn: String
    overallCondition: Condition
    whatIsGreatEn: [String!]!
    whatIsGreatEs: [String!]!
    whatNeedsWorkEn: [String!]!
    whatNeedsWorkEs: [String!]!
    "Exactly 150 ratings in point order: 0 Poor .. 4 Excellent, -1 not applicable."
    pointRatings: [Int!]!
    "Notes (at most 1,000 characters per language), both languages each; empty ones are dropped."
    pointNotes: [AdminInspectionNoteInput!]
  }

  input CreateInspectorInput {
    name: String!
    certifications: [String!]
    "0..70"
    yearsExperience: Int!
    "A US state code or region name."
    region: String
  }

  extend type Query {
    "A listing's inspection, the 150 points and the inspectors, for the console; null when no listing has the stock number. Admins only."
    adminInspection(stockNumber: String!): AdminInspectionEditor @requireAuth(roles: ["admin"])
  }

  extend type Mutation {
    """
    Create or replace a listing's inspection (one per listing): the listing becomes inspected
    (search's "inspected" filter, the public report). The same inspection twice changes nothing.
    Audited. Admins only.
    """
    saveInspection(stockNumber: String!, input: SaveInspectionInput!): AdminInspectionState!
      @requireAuth(roles: ["admin"])
    "Clear a listing's inspection: it is no longer inspected. Audited. Admins only."
    deleteInspection(stockNumber: String!): AdminInspectionState! @requireAuth(roles: ["admin"])
    "Add an inspector (inspections done start at 0). Audited. Admins only."
    createInspector(input: CreateInspectorInput!): AdminInspector! @requireAuth(roles: ["admin"])
  }
`
