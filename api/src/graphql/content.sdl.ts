export const schema = /* GraphQL */ `
  extend type Query {
    """
    A page of blog stories (25 a page), newest first; with query, a full-text search in the
    request's language, best match first. category is one of all, case-studies, engineering,
    insight, news (VALIDATION otherwise). preview: the server's preview token, to include drafts
    (FORBIDDEN when wrong).
    """
    stories(category: String, query: String, page: Int, preview: String): StoryPage! @skipAuth
    "One story by slug or uuid (exactly one of them); NOT_FOUND when no published story matches."
    story(slug: String, uuid: String, preview: String): Story! @skipAuth
    "The blog categories in order, with how many published stories each has."
    storyCategories: [StoryCategoryCount!]! @skipAuth
    "Every published story's address (sitemaps)."
    storyLinks: [StoryLink!]! @skipAuth
  }

  type StoryPage {
    category: String!
    "The search as understood, or null when this is not a search."
    query: String
    page: Int!
    pageSize: Int!
    total: Int!
    totalPages: Int!
    items: [StoryCard!]!
  }

  type StoryCategoryCount {
    slug: String!
    count: Int!
  }

  type StoryLink {
    uuid: ID!
    slug: String!
    category: String!
    publishedAt: DateTime!
    updatedAt: DateTime!
    locales: [String!]!
  }

  type StoryAuthor {
    name: String!
    role: String
  }

  type StoryTag {
    slug: String!
    name: String!
  }

  "A story in a list: no body."
  type StoryCard {
    id: Int!
    uuid: ID!
    slug: String!
    category: String!
    "draft or published"
    state: String!
    "Language of title and excerpt (the request's, unless the story lacks it)."
    locale: String!
    title: String!
    excerpt: String!
    publishedAt: DateTime
    updatedAt: DateTime!
    wordCount: Int!
    readingMinutes: Int!
    author: StoryAuthor!
    heroImage: ListingImage
    tags: [StoryTag!]!
  }

  type Story {
    id: Int!
    uuid: ID!
    slug: String!
    category: String!
    state: String!
    locale: String!
    "Languages the story is written in."
    locales: [String!]!
    title: String!
    excerpt: String!
    publishedAt: DateTime
    updatedAt: DateTime!
    wordCount: Int!
    readingMinutes: Int!
    author: StoryAuthor!
    heroImage: ListingImage
    tags: [StoryTag!]!
    body: [StoryBlock!]!
    "The published story after this one and the one before it."
    newer: StoryCard
    older: StoryCard
    "Related stories: the editor's relations first, then the same category or shared tags (1-12)."
    related(first: Int): [StoryCard!]!
  }

  "Inline text; href is a site path (without language prefix) or an https URL."
  type StorySpan {
    text: String!
    bold: Boolean
    italic: Boolean
    href: String
  }

  """
  One block of a story body. type is heading (level, text), paragraph (spans), list (ordered,
  items), quote (spans, cite), image (image, caption) or listingLink (href, label, description).
  """
  type StoryBlock {
    type: String!
    level: Int
    text: String
    spans: [StorySpan!]
    items: [[StorySpan!]!]
    ordered: Boolean
    cite: String
    image: ListingImage
    caption: String
    href: String
    label: String
    description: String
  }
`
