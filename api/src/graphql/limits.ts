import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor'
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type ASTVisitor,
  type FieldNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql'
import type { Plugin } from 'graphql-yoga'

/**
 * Limits on what one GraphQL request may ask for, checked before anything runs. Refusals answer
 * HTTP 400 with code BAD_REQUEST and `extensions.limit` naming the limit (depth, cost, aliases,
 * directives, tokens, introspection).
 *
 * graphql-armor's cost rule prices every field alike (objects 2, scalars 1), so fifteen aliased
 * searches cost less than one listing detail page. What is expensive here is a handful of root
 * fields that each run a full search or scan a large table: those carry a weight, and one
 * operation may ask for at most HEAVY_FIELD_BUDGET of them. The web's heaviest operation (the
 * market-intelligence page: three aggregates over completed sales) fits; a test checks every
 * operation in web/src/graphql against these limits.
 */

/** Root Query fields that run a full search or scan a large table, with their weight. */
export const HEAVY_FIELDS: Readonly<Record<string, number>> = {
  // The search engine: filters, facet counts over every matching listing, text ranking.
  searchListings: 1,
  similarListings: 1,
  // Aggregates over the search query log.
  popularSearches: 1,
  // The 70,000-row model taxonomy: paging with filters, facet counts, counts.
  taxonomyModels: 1,
  taxonomyFacets: 1,
  taxonomyStats: 1,
  specSheetPaths: 1,
  // Sitemaps: counts and pages over every listing and every landing combination.
  sitemapSummary: 1,
  sitemapListings: 1,
  sitemapLandings: 1,
  // Completed-sales history: valuations and market intelligence.
  instantValuation: 1,
  priceTrends: 1,
  brandPremiums: 1,
  supplyByLocation: 1,
}

/** How much heavy work one operation may ask for (sum of HEAVY_FIELDS weights). */
export const HEAVY_FIELD_BUDGET = 3

/**
 * Introspection: graphql-armor's depth and cost rules skip `__schema`, and introspection types
 * are recursive (`fields { type { fields { ... } } }`), so a small document could ask for a
 * response that grows with every level. The standard introspection query (GraphiQL, codegen)
 * nests at most three lists (types > fields > args) and about a dozen levels (ofType chains).
 */
export const INTROSPECTION_MAX_LIST_NESTING = 3
export const INTROSPECTION_MAX_DEPTH = 16
const INTROSPECTION_LISTS = new Set([
  'types',
  'fields',
  'inputFields',
  'interfaces',
  'possibleTypes',
  'enumValues',
  'args',
  'directives',
])

export type LimitName = 'depth' | 'cost' | 'aliases' | 'directives' | 'tokens' | 'introspection'

/** graphql-armor's messages (it prefixes them with "Syntax Error: "), one per limit. */
const ARMOR_MESSAGES: Record<Exclude<LimitName, 'introspection'>, string> = {
  depth: 'The query is nested too deeply (at most 10 levels).',
  cost: 'The query asks for too many fields at once.',
  aliases: 'The query uses too many aliases (at most 15).',
  directives: 'The query uses too many directives (at most 20).',
  tokens: 'The query document is too long (at most 2000 tokens).',
}

/** The options passed to graphql-armor. */
const ARMOR_LIMITS = {
  maxDepth: { n: 10, exposeLimits: false, errorMessage: ARMOR_MESSAGES.depth },
  costLimit: { maxCost: 5000, exposeLimits: false, errorMessage: ARMOR_MESSAGES.cost },
  maxAliases: { n: 15, exposeLimits: false, errorMessage: ARMOR_MESSAGES.aliases },
  maxDirectives: { n: 20, exposeLimits: false, errorMessage: ARMOR_MESSAGES.directives },
  maxTokens: { n: 2000, exposeLimits: false, errorMessage: ARMOR_MESSAGES.tokens },
} satisfies Parameters<typeof EnvelopArmorPlugin>[0]

/** A graphql-armor refusal, recognised by its message: the limit and the message to show. */
export function armorRefusal(message: string): { limit: LimitName; message: string } | null {
  for (const [limit, text] of Object.entries(ARMOR_MESSAGES)) {
    if (message === text || message === `Syntax Error: ${text}`)
      return { limit: limit as LimitName, message: text }
  }
  return null
}

function refusal(limit: LimitName, message: string, node: OperationDefinitionNode | FieldNode) {
  return new GraphQLError(message, {
    nodes: [node],
    extensions: { code: 'BAD_REQUEST', limit, http: { status: 400 } },
  })
}

/**
 * The root fields an operation executes, by response key (fields with the same key merge and
 * run once), following fragments and inline fragments at the root.
 */
function rootFields(
  context: ValidationContext,
  set: SelectionSetNode,
  out: Map<string, string>,
  seen: Set<string>,
): Map<string, string> {
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) out.set(sel.alias?.value ?? sel.name.value, sel.name.value)
    else if (sel.kind === Kind.INLINE_FRAGMENT) rootFields(context, sel.selectionSet, out, seen)
    else if (!seen.has(sel.name.value)) {
      seen.add(sel.name.value)
      const fragment = context.getFragment(sel.name.value)
      if (fragment) rootFields(context, fragment.selectionSet, out, seen)
    }
  }
  return out
}

interface Shape {
  depth: number
  lists: number
}

/** Depth and list nesting below a selection set; fragments are measured once (and cycles cut). */
function measure(
  context: ValidationContext,
  set: SelectionSetNode,
  memo: Map<string, Shape>,
): Shape {
  let depth = 0
  let lists = 0
  for (const sel of set.selections) {
    let shape: Shape
    if (sel.kind === Kind.FIELD) {
      const below = sel.selectionSet
        ? measure(context, sel.selectionSet, memo)
        : { depth: 0, lists: 0 }
      shape = {
        depth: below.depth + 1,
        lists: below.lists + (INTROSPECTION_LISTS.has(sel.name.value) ? 1 : 0),
      }
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      shape = measure(context, sel.selectionSet, memo)
    } else {
      const name = sel.name.value
      const known = memo.get(name)
      if (known) shape = known
      else {
        memo.set(name, { depth: 0, lists: 0 }) // a cycle (refused by validation) ends here
        const fragment = context.getFragment(name)
        shape = fragment ? measure(context, fragment.selectionSet, memo) : { depth: 0, lists: 0 }
        memo.set(name, shape)
      }
    }
    depth = Math.max(depth, shape.depth)
    lists = Math.max(lists, shape.lists)
  }
  return { depth, lists }
}

/** Introspection fields (`__schema`, `__type`) anywhere in the operation. */
function introspectionFields(
  context: ValidationContext,
  set: SelectionSetNode,
  out: FieldNode[],
  seen: Set<string>,
): FieldNode[] {
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (sel.name.value === '__schema' || sel.name.value === '__type') out.push(sel)
      else if (sel.selectionSet) introspectionFields(context, sel.selectionSet, out, seen)
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      introspectionFields(context, sel.selectionSet, out, seen)
    } else if (!seen.has(sel.name.value)) {
      seen.add(sel.name.value)
      const fragment = context.getFragment(sel.name.value)
      if (fragment) introspectionFields(context, fragment.selectionSet, out, seen)
    }
  }
  return out
}

/** The validation rule for the heavy-field budget and the introspection shape. */
export function operationLimitsRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      if (operation.operation === OperationTypeNode.QUERY) {
        const heavy = new Map<string, number>()
        let cost = 0
        for (const name of rootFields(
          context,
          operation.selectionSet,
          new Map(),
          new Set(),
        ).values()) {
          const weight = HEAVY_FIELDS[name] ?? 0
          if (!weight) continue
          cost += weight
          heavy.set(name, (heavy.get(name) ?? 0) + 1)
        }
        if (cost > HEAVY_FIELD_BUDGET) {
          const listed = [...heavy].map(([n, times]) => (times > 1 ? `${n} x${times}` : n))
          context.reportError(
            refusal(
              'cost',
              `The query asks for too much work at once (${listed.join(', ')}): at most ${HEAVY_FIELD_BUDGET} searches or other heavy fields per request; send separate requests.`,
              operation,
            ),
          )
        }
      }
      const memo = new Map<string, Shape>()
      for (const field of introspectionFields(context, operation.selectionSet, [], new Set())) {
        const below = field.selectionSet
          ? measure(context, field.selectionSet, memo)
          : { depth: 0, lists: 0 }
        if (
          below.lists > INTROSPECTION_MAX_LIST_NESTING ||
          below.depth + 1 > INTROSPECTION_MAX_DEPTH
        ) {
          context.reportError(
            refusal(
              'introspection',
              `The introspection query is nested too deeply (at most ${INTROSPECTION_MAX_LIST_NESTING} nested lists and ${INTROSPECTION_MAX_DEPTH} levels).`,
              field,
            ),
          )
        }
      }
    },
  }
}

/** graphql-js's hints ("Did you mean "email"?", "Did you mean the enum value "buy_now"?"). */
const SUGGESTION = /\s*Did you mean [^?]*\?/

/** The message without graphql-js's "Did you mean …?" hints. */
export const withoutSuggestions = (message: string): string =>
  message.replace(new RegExp(SUGGESTION.source, 'g'), '').trim()

/**
 * Production answers never name fields, arguments, types or enum values the client did not write:
 * with introspection off, suggestions would hand the schema out one typo at a time.
 * graphql-armor's blockFieldSuggestion covers validation messages of the `Did you mean "x"?` form
 * only, not enum values nor variables (coerced at execution), so every error of every result is
 * cleaned here.
 */
function useNoSuggestions(): Plugin {
  return {
    onResultProcess(payload) {
      const { result } = payload
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return
      if (!result.errors.some((e) => SUGGESTION.test(e.message))) return
      payload.setResult({
        ...result,
        errors: result.errors.map((error) => {
          const message = withoutSuggestions(error.message)
          if (message === error.message) return error
          return new GraphQLError(message, {
            nodes: error.nodes,
            source: error.source,
            positions: error.positions,
            path: error.path,
            originalError: error.originalError,
            extensions: error.extensions,
          })
        }),
      })
    },
  }
}

/** The Yoga plugins that enforce every limit (server.ts; the tests check the web's operations). */
export function graphqlLimitPlugins(opts: { production: boolean }): Plugin[] {
  return [
    // Its suggestion blocking misses some forms: useNoSuggestions does it (production only).
    EnvelopArmorPlugin({ ...ARMOR_LIMITS, blockFieldSuggestion: { enabled: false } }),
    {
      onValidate({ addValidationRule }) {
        addValidationRule(operationLimitsRule)
      },
    },
    ...(opts.production ? [useNoSuggestions()] : []),
  ]
}
