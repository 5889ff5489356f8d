import type { Resolvers } from '../__generated__/resolvers-types'
import { getStory } from '../../services/content/get-story'
import { listRelatedStories } from '../../services/content/list-related-stories'
import { listStories } from '../../services/content/list-stories'
import { listStoryCategories } from '../../services/content/list-story-categories'
import { listStoryLinks } from '../../services/content/list-story-links'

export const contentResolvers: Resolvers = {
  Query: {
    stories: (_p, args, ctx) => listStories(ctx, args, ctx.locale),
    story: (_p, args, ctx) => getStory(ctx, args, ctx.locale),
    storyCategories: (_p, _a, ctx) => listStoryCategories(ctx),
    storyLinks: (_p, _a, ctx) => listStoryLinks(ctx),
  },
  Story: {
    related: (story, args, ctx) =>
      listRelatedStories(ctx, { id: story.id, category: story.category }, args, ctx.locale),
  },
}
