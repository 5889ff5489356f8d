export const schema = /* GraphQL */ `
  "A photo of a listing as the console manages it."
  type AdminListingPhoto {
    id: ID!
    "0 is the cover: the card's and the page's first picture."
    position: Int!
    "The 800 px web size."
    url: String!
    "The 400 px web size."
    thumbnailUrl: String!
    altEn: String!
    altEs: String!
    "A generated illustration (demo inventory), not an uploaded photo."
    isIllustration: Boolean!
    "Uploaded in the console (its file is deleted with it)."
    uploaded: Boolean!
    "The focal point across, in percent of the width from the left (0–100; 50 until set)."
    focalX: Int!
    "The focal point down, in percent of the height from the top (0–100; 50 until set)."
    focalY: Int!
  }

  "A video of a listing: a YouTube or Vimeo link, or a .mp4/.webm file."
  type AdminListingVideo {
    id: ID!
    url: String!
    title: String!
  }

  "The document a listing has of one kind (uploaded, or rendered by the api from its data)."
  type AdminInspectionDocument {
    id: ID!
    pages: Int!
    "The uploaded file's size; null for a rendered document."
    byteSize: Int
    uploaded: Boolean!
    createdAt: DateTime!
    "Where a signed-in visitor reads it."
    url: String!
  }

  "One of the 11 kinds of inspection document (spec §3), with the listing's document or none."
  type AdminDocumentSlot {
    kind: InspectionDocumentKind!
    "The kind's name in the caller's language."
    name: String!
    document: AdminInspectionDocument
  }

  extend type AdminListing {
    """
    Photos in order, first photo first (at most 40). Upload: POST /admin/listings/<stock>/photos
    (admins, and partner members for their own listings).
    """
    photos: [AdminListingPhoto!]!
    videos: [AdminListingVideo!]!
    "Whether the machine has an inspection: documents need one."
    hasInspection: Boolean!
    "The 11 document kinds in the spec's order. Upload: POST /admin/listings/<stock>/documents/<kind>."
    documents: [AdminDocumentSlot!]!
  }

  type DeletedMedia {
    id: ID!
  }

  extend type Mutation {
    """
    Put the listing's photos in this order: every photo id exactly once, the cover first. Admins,
    and partner members for their own listings (another seller's is NOT_FOUND).
    """
    reorderListingPhotos(stockNumber: String!, photoIds: [ID!]!): [AdminListingPhoto!]!
      @requireAuth(roles: ["admin", "partner"])
    "A photo's alt text in English and Spanish. Admins, and partner members (their own listings)."
    updateListingPhotoAlt(
      stockNumber: String!
      photoId: ID!
      altEn: String!
      altEs: String!
    ): AdminListingPhoto! @requireAuth(roles: ["admin", "partner"])
    """
    Where the public site crops a photo around (issue 36): percentages of its width (focalX, from
    the left) and height (focalY, from the top), 0 to 100, rounded to whole percents; another
    value is a field error. The same point again records nothing. Admins, and partner members
    (their own listings).
    """
    updateListingPhotoFocal(
      stockNumber: String!
      photoId: ID!
      focalX: Float!
      focalY: Float!
    ): AdminListingPhoto! @requireAuth(roles: ["admin", "partner"])
    "Delete a photo and its uploaded files. Admins, and partner members (their own listings)."
    deleteListingPhoto(stockNumber: String!, photoId: ID!): DeletedMedia!
      @requireAuth(roles: ["admin", "partner"])
    "Add a video by URL: https, YouTube or Vimeo, or a .mp4/.webm file. Admins only."
    addListingVideo(stockNumber: String!, url: String!, title: String!): AdminListingVideo!
      @requireAuth(roles: ["admin"])
    "Remove a video. Admins only."
    deleteListingVideo(stockNumber: String!, videoId: ID!): DeletedMedia!
      @requireAuth(roles: ["admin"])
    "Delete the listing's document of this kind (and its uploaded file). Admins only."
    deleteInspectionDocument(
      stockNumber: String!
      kind: InspectionDocumentKind!
    ): AdminDocumentSlot! @requireAuth(roles: ["admin"])
  }
`
