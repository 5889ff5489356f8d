/**
 * The leads inbox of the console (issue 14; a lead's own answers, issue 36): staff see every lead, a
 * partner member the leads on their partner's listings.
 */
export const schema = /* GraphQL */ `
  extend type Query {
    """
    The leads inbox, newest first (50 a page). Admins see every lead; a partner member, the leads
    on their partner's listings.
    """
    adminLeads(filter: AdminLeadFilter): AdminLeadPage! @requireAuth(roles: ["admin", "partner"])
    """
    One lead with every answer (its page in the console). Staff, and partner members for a lead
    on their own listing (another's is NOT_FOUND, like a missing one).
    """
    adminLead(id: ID!): AdminLead! @requireAuth(roles: ["admin", "partner"])
  }

  extend type Mutation {
    """
    Staff answered this lead: it leaves the waiting inbox (idempotent). Admins, and partner members
    for leads on their own listings (another's is NOT_FOUND).
    """
    markLeadContacted(id: ID!): LeadContacted! @requireAuth(roles: ["admin", "partner"])
  }

  "A lead as the inbox lists it."
  type AdminLead {
    id: ID!
    type: LeadType!
    createdAt: DateTime!
    name: String
    email: String!
    phone: String
    company: String
    zip: String
    stockNumber: String
    offerAmountCents: Float
    message: String
    "The language the visitor wrote in (en, es)."
    locale: String!
    "When staff marked it contacted; null while it waits."
    contactedAt: DateTime
    contactedBy: String
    """
    The form's own answers (a valuation's machine, a pre-qualification's company and credit), in
    the form's order; an answer left empty is left out.
    """
    details: [LeadDetail!]!
    "The machine the lead is about (null for a general form, or a listing since deleted)."
    listing: AdminLeadListing
    "Who answers it (issue 36): a staff user, or a member of the lead's partner; null: nobody yet."
    owner: LeadOwner
    "Notes staff wrote on it, oldest first."
    notes: [LeadNote!]!
  }

  "Someone a lead can be given to: a staff user, or for a partner member a member of their partner."
  type LeadOwner {
    id: ID!
    email: String!
    name: String
  }

  "A note on a lead."
  type LeadNote {
    id: ID!
    body: String!
    authorEmail: String!
    createdAt: DateTime!
  }

  "A lead's machine: its title and what its public page's address is made of."
  type AdminLeadListing {
    "2019 Caterpillar 336"
    title: String!
    year: Int!
    make: String!
    model: String!
    status: ListingStatus!
  }

  "A form's own answer, beyond the contact fields every form shares (contract LEAD_DETAIL_FIELDS)."
  enum LeadDetailKey {
    equipmentType
    make
    model
    year
    hoursOrMiles
    serialNumber
    "A band: 0, 1-4, 5-9, 10+."
    machineCount
    "The equipment's price in US cents."
    price
    "poor, average, very_good or excellent."
    creditRating
    role
    address
    city
    state
    "What the lead is worth by its machine count, in US dollars (spec §9)."
    leadValueUsd
    "The pre-qualification's outcome: fit or not_a_fit."
    fit
    "Why the program cannot serve it, comma-separated."
    fitReasons
  }

  "One of a lead's own answers, as stored."
  type LeadDetail {
    key: LeadDetailKey!
    value: String!
  }

  type AdminLeadPage {
    totalCount: Int!
    page: Int!
    pageSize: Int!
    nodes: [AdminLead!]!
  }

  enum AdminLeadStatus {
    waiting
    contacted
    all
  }

  input AdminLeadFilter {
    type: LeadType
    "Default: waiting."
    status: AdminLeadStatus
    stockNumber: String
    "Part of the e-mail address or name."
    q: String
    "Received more than this many hours ago (1 to 8,760): the dashboard's overdue leads."
    olderThanHours: Int
    "Received in the last this many hours (1 to 8,760)."
    newerThanHours: Int
    "The caller's leads (me), or those nobody owns yet (none)."
    owner: AdminLeadOwnerFilter
    "Default: newest."
    sort: AdminLeadSort
    page: Int
  }

  enum AdminLeadOwnerFilter {
    me
    none
  }

  enum AdminLeadSort {
    newest
    oldest
  }

  type LeadContacted {
    id: ID!
    contactedAt: DateTime!
    contactedBy: String
  }
`
