/**
 * A console for daily work (issue 36, points 7 to 9): the dashboard's work lists, the leads
 * inbox's bulk operations with Undo, and each user's saved views of the console's tables. Staff
 * see everything; a partner member their own partner's listings, leads and lots.
 */
export const schema = /* GraphQL */ `
  "A listing on one of the dashboard's lists."
  type ConsoleWorkListing {
    stockNumber: String!
    title: String!
    status: ListingStatus!
    "Whole days on the market; null for a draft."
    daysOnMarket: Int
    advertisedPriceCents: Float!
    updatedAt: DateTime!
  }

  "A list of listings: how many the table's filter finds, and the first five."
  type ConsoleWorkListings {
    count: Int!
    nodes: [ConsoleWorkListing!]!
  }

  "A lead waiting for an answer."
  type ConsoleWorkLead {
    id: ID!
    type: LeadType!
    name: String
    email: String!
    stockNumber: String
    createdAt: DateTime!
  }

  type ConsoleWorkLeads {
    count: Int!
    nodes: [ConsoleWorkLead!]!
  }

  "An auction lot that closes today (the auction's day, in its time zone)."
  type ConsoleWorkLot {
    auctionSlug: String!
    auctionName: String!
    lotId: ID!
    lotNumber: Int!
    title: String!
    closesAt: DateTime!
    "The marketplace listing of the machine, if it has one."
    stockNumber: String
  }

  type ConsoleWorkLots {
    count: Int!
    nodes: [ConsoleWorkLot!]!
  }

  """
  The work a console opens on. Each list's count is the count of its filtered table
  (adminListings with status draft or the work filter; adminLeads waiting over 24 hours).
  """
  type ConsoleWork {
    drafts: ConsoleWorkListings!
    "Drafts and listings on sale without a photo."
    noPhotos: ConsoleWorkListings!
    "Drafts and listings on sale never inspected."
    noInspection: ConsoleWorkListings!
    "On sale, listed more than 60 days ago; the longest first."
    over60Days: ConsoleWorkListings!
    "On sale, price cut in the last 7 days."
    reducedThisWeek: ConsoleWorkListings!
    "Waiting for an answer more than 24 hours; the oldest first."
    leadsOverdue: ConsoleWorkLeads!
    "Auction lots closing today, soonest first."
    lotsClosingToday: ConsoleWorkLots!
  }

  "The inbox's bulk operations; each can be undone."
  enum LeadBulkAction {
    markContacted
    assignOwner
    addNote
  }

  "What an operation, or its Undo, did to one lead."
  enum LeadBulkOutcome {
    changed
    "Already as asked (contacted, that owner)."
    unchanged
    "Not a lead the caller may see."
    not_found
    "Undo put the previous value back."
    restored
    "Undo left it: it changed again since."
    kept
  }

  type LeadBulkRow {
    leadId: ID!
    outcome: LeadBulkOutcome!
  }

  "One bulk operation of the leads inbox, with its result per lead."
  type LeadBulkOperation {
    id: ID!
    action: LeadBulkAction!
    createdAt: DateTime!
    changedCount: Int!
    rows: [LeadBulkRow!]!
    "The owner given (assignOwner); null when taken away."
    ownerEmail: String
    "When it was undone; null while it stands."
    undoneAt: DateTime
    undoRows: [LeadBulkRow!]!
  }

  input LeadBulkInput {
    action: LeadBulkAction!
    "At most 200 leads."
    leadIds: [ID!]!
    "assignOwner: a user of leadOwners; null takes the owner away."
    ownerId: ID
    "addNote: the note (at most 2,000 characters)."
    note: String
    "The form's key: the same key twice is one operation (the first's answer)."
    idempotencyKey: String!
  }

  "The tables a user can save views of."
  enum SavedViewTable {
    equipment
    leads
  }

  "A user's named filter and sort of a console table."
  type SavedView {
    id: ID!
    table: SavedViewTable!
    name: String!
    "The table's URL query (filter and sort), e.g. status=draft&sort=price_desc."
    query: String!
    updatedAt: DateTime!
  }

  input SaveViewInput {
    table: SavedViewTable!
    "At most 60 characters; a name the user already has is replaced."
    name: String!
    query: String!
  }

  extend type Query {
    """
    The dashboard's work lists (issue 36). Admins see every listing, lead and lot; a partner
    member their partner's.
    """
    consoleWork: ConsoleWork! @requireAuth(roles: ["admin", "partner"])
    "Who the caller may give leads to: staff users, or for a partner member their partner's members."
    leadOwners: [LeadOwner!]! @requireAuth(roles: ["admin", "partner"])
    "One of the caller's own bulk operations (another's is NOT_FOUND)."
    leadBulkOperation(id: ID!): LeadBulkOperation! @requireAuth(roles: ["admin", "partner"])
    "The caller's own saved views of a table, by name."
    savedViews(table: SavedViewTable!): [SavedView!]! @requireAuth(roles: ["admin", "partner"])
  }

  extend type Mutation {
    """
    Mark contacted, assign an owner or add a note on many leads at once, in one transaction,
    audited per lead. Leads outside the caller's scope are not_found rows. The same key twice is
    one operation.
    """
    bulkUpdateLeads(input: LeadBulkInput!): LeadBulkOperation!
      @requireAuth(roles: ["admin", "partner"])
    """
    Undo one of the caller's operations: each lead it changed gets its previous value back unless
    it changed since (kept); its notes are deleted. Audited; twice is once.
    """
    undoLeadBulkOperation(id: ID!): LeadBulkOperation! @requireAuth(roles: ["admin", "partner"])
    "Save a table's filter and sort under a name (the same name replaces it). The caller's own."
    saveView(input: SaveViewInput!): SavedView! @requireAuth(roles: ["admin", "partner"])
    "Delete one of the caller's saved views: true when deleted now, false when none of theirs."
    deleteSavedView(id: ID!): Boolean! @requireAuth(roles: ["admin", "partner"])
  }
`
