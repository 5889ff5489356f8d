export const schema = /* GraphQL */ `
  "How many listings are in one state."
  type ListingStatusCount {
    status: ListingStatus!
    count: Int!
  }

  "The admin console's first screen: the inventory by state and the leads waiting for staff."
  type AdminDashboard {
    "Every listing state in the spec's order, zero counts included."
    listingsByStatus: [ListingStatusCount!]!
    "Leads nobody has marked contacted yet."
    leadsWaiting: Int!
    "Leads received in the last 7 days."
    leadsLastWeek: Int!
    "Age in hours of the oldest lead still waiting; null when none waits."
    oldestWaitingHours: Int
  }

  extend type Query {
    "The console's dashboard. Admins only: UNAUTHENTICATED when anonymous, FORBIDDEN otherwise."
    adminDashboard: AdminDashboard! @requireAuth(roles: ["admin"])
  }
`
