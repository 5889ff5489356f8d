import { getDirective } from '@graphql-tools/utils'
import {
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql'
import {
  CONTROL_STRINGS,
  DEEP_CORPUS,
  NUMBER_CORPUS,
  NUMBER_STRINGS,
  PROTOTYPE_STRINGS,
  STRING_CORPUS,
  WRONG_TYPE_CORPUS,
  type Random,
} from './corpus'
import { documentOf, nestedTargets, selectionOf, type Target } from './graphql-documents'

/**
 * Every root Query and Mutation field's `@requireAuth` roles ([] for any signed-in user); null
 * for a public field. The access matrix and the console's fuzz cases read access from here.
 */
export function requiredRoles(schema: GraphQLSchema): Map<string, string[] | null> {
  const out = new Map<string, string[] | null>()
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const require = getDirective(
        schema,
        field as GraphQLField<unknown, unknown>,
        'requireAuth',
      )?.[0] as { roles?: string[] } | undefined
      out.set(field.name, require ? (require.roles ?? []) : null)
    }
  }
  return out
}

/**
 * GraphQL fuzz cases, read from the schema: for every root Query and Mutation field, a
 * valid-looking baseline call built from its argument types (named values from `hints` where a
 * name needs a real one: a stock number, an email), then one case per bad value put in one
 * argument or input field at a time, the rest left at the baseline. A new field or argument is
 * covered the day it is added. Values travel as variables, and a share of cases writes the
 * arguments into the document as literals instead (both paths reach the server differently).
 *
 * With `nestedDepth`, the arguments of fields below the roots are fuzzed too (`Listing.allInCost(zip:)`):
 * each such field is reached by the shortest path of argument-free fields from a root query,
 * whose own arguments stay at their baseline.
 */

export type Hint = (n: number) => unknown
export type Hints = Record<string, Hint>

export interface GraphqlCase {
  label: string
  field: string
  document: string
  variables: Record<string, unknown>
  /** The nulls family: the argument or input field sent as null (`input.flair`). */
  nulled?: string
}

type Path = Array<string | number>

interface Leaf {
  path: Path
  type: GraphQLInputType
}

/** A hint's value in the type it fills (`year` is an Int in one input and text in another). */
function fit(value: unknown, type: GraphQLInputType): unknown {
  const named = getNamedType(type)
  if (Array.isArray(value)) return value.map((v) => fit(v, named))
  if (named.name === 'String' || named.name === 'ID')
    return typeof value === 'number' ? String(value) : value
  if ((named.name === 'Int' || named.name === 'Float') && typeof value === 'string')
    return Number(value)
  return value
}

/**
 * A valid-looking value of a type; `name` is the argument or input field it fills, `owner` the
 * root field or input type it belongs to (a hint for `owner.name` wins over one for `name`).
 */
function baseline(
  type: GraphQLInputType,
  name: string,
  owner: string,
  hints: Hints,
  n: number,
  rng: Random,
): unknown {
  if (type instanceof GraphQLNonNull) return baseline(type.ofType, name, owner, hints, n, rng)
  const hint = hints[`${owner}.${name}`] ?? hints[name]
  if (type instanceof GraphQLList) {
    if (hint) {
      const v = fit(hint(n), type)
      return Array.isArray(v) || v === undefined ? v : [v]
    }
    return [baseline(type.ofType, name, owner, hints, n, rng)]
  }
  // A hint by name is a value of its own input's enum ("sort" of a search): another enum of the
  // same field name takes one of its own values instead.
  // A hint of undefined leaves the field out.
  if (
    hint &&
    !(
      type instanceof GraphQLEnumType &&
      hint(n) !== undefined &&
      !type.getValues().some((v) => v.name === hint(n))
    )
  ) {
    return fit(hint(n), type)
  }
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((f) => [
        f.name,
        baseline(f.type, f.name, type.name, hints, n, rng),
      ]),
    )
  }
  if (type instanceof GraphQLEnumType) return rng.pick(type.getValues()).name
  switch (type.name) {
    case 'Int':
    case 'Float':
      return 1
    case 'Boolean':
      return false
    case 'ID':
      return '1'
    case 'JSON':
      return {}
    case 'DateTime':
      return '2026-01-01T00:00:00Z'
    default:
      return 'fuzz'
  }
}

/** Every place a bad value can go: each argument, each input field, each list's first item. */
function leavesOf(type: GraphQLInputType, path: Path, value: unknown, out: Leaf[]): void {
  out.push({ path, type })
  const inner = type instanceof GraphQLNonNull ? type.ofType : type
  if (inner instanceof GraphQLList && Array.isArray(value) && value.length) {
    leavesOf(inner.ofType, [...path, 0], value[0], out)
  } else if (inner instanceof GraphQLInputObjectType && value && typeof value === 'object') {
    for (const f of Object.values(inner.getFields())) {
      leavesOf(f.type, [...path, f.name], (value as Record<string, unknown>)[f.name], out)
    }
  }
}

/** The bad values tried at one place, by its type: `per` of them, chosen by the seed. */
function badValuesFor(type: GraphQLInputType, rng: Random, per: number): unknown[] {
  const named = getNamedType(type)
  const wrong = rng.sample(WRONG_TYPE_CORPUS, 2)
  if (
    type instanceof GraphQLList ||
    (type instanceof GraphQLNonNull && type.ofType instanceof GraphQLList)
  ) {
    return [...wrong, Array.from({ length: 2_000 }, () => 'x'), [rng.pick(CONTROL_STRINGS)]]
  }
  if (named instanceof GraphQLInputObjectType) return [...wrong, null, rng.pick(DEEP_CORPUS)]
  if (named instanceof GraphQLEnumType)
    return [...wrong, 'not_a_value', rng.pick(PROTOTYPE_STRINGS)]
  switch (named.name) {
    case 'Int':
    case 'Float':
      return [...rng.sample(NUMBER_CORPUS, per - 2), rng.pick(NUMBER_STRINGS), ...wrong.slice(0, 1)]
    case 'Boolean':
      return [...wrong, 'true']
    case 'JSON':
      return [
        ...wrong,
        rng.pick(DEEP_CORPUS),
        { [rng.pick(PROTOTYPE_STRINGS)]: rng.pick(STRING_CORPUS) },
        { 'key\u0000': 'v' },
        { k: rng.pick(CONTROL_STRINGS) },
        rng.pick(STRING_CORPUS),
      ]
    default:
      // Text: always a NUL, then the seed's pick of every family.
      return ['a\u0000b', ...rng.sample(STRING_CORPUS, per - 2), wrong[0]]
  }
}

/** The same bad value in every argument or field of one scalar type at once. */
const EVERYWHERE: ReadonlyArray<[string, string[], unknown]> = [
  ['every text a\\u0000b', ['String', 'ID'], 'a\u0000b'],
  ['every text x\\ty', ['String', 'ID'], 'x\ty'],
  ['every text 300 chars', ['String', 'ID'], 'x'.repeat(300)],
  // Past what one btree index entry holds (2704 bytes): an indexed column must refuse it first.
  ['every text 3000 bytes', ['String', 'ID'], 'é'.repeat(1500)],
  ['every Int 2147483647', ['Int'], 2147483647],
  ['every Int -2147483648', ['Int'], -2147483648],
  ['every Float 1e308', ['Float'], 1e308],
  ['every Float -1e308', ['Float'], -1e308],
  ['every Float 1.5', ['Float'], 1.5],
]

/** A copy of a baseline value with `bad` in every place whose scalar type is one of `scalars`. */
function mapScalars(
  value: unknown,
  type: GraphQLInputType,
  scalars: string[],
  bad: unknown,
): unknown {
  const inner = type instanceof GraphQLNonNull ? type.ofType : type
  if (value === null || value === undefined) return value
  if (inner instanceof GraphQLList)
    return Array.isArray(value)
      ? value.map((v) => mapScalars(v, inner.ofType, scalars, bad))
      : value
  if (inner instanceof GraphQLInputObjectType) {
    const fields = inner.getFields()
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        fields[k] ? mapScalars(v, fields[k].type, scalars, bad) : v,
      ]),
    )
  }
  return scalars.includes(inner.name) ? bad : value
}

function setAt(root: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(root)
  let node = copy as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[path[path.length - 1]] = value
  return copy
}

/**
 * Every case for every root field (and, with `nestedDepth`, every field with arguments below the
 * root queries). `per` bad values per place; a root field without arguments gets its baseline
 * call and a call with an unknown argument.
 */
export function graphqlCases(
  schema: GraphQLSchema,
  hints: Hints,
  rng: Random,
  opts: {
    per: number
    literalShare: number
    firstN: number
    nestedDepth?: number
    /**
     * `nulls` (issue 31): instead of the bad values, an explicit null in every nullable argument
     * and input field (input objects walked down, a list's first item too), one at a time.
     */
    family?: 'hostile' | 'nulls'
    /**
     * The root types walked (Query and Mutation unless told). A Subscription's cases go over
     * server-sent events; in the nulls family its non-null arguments are sent null too: over SSE
     * that refusal is an error event, not the 400 body a query's is.
     */
    roots?: ReadonlyArray<'query' | 'mutation' | 'subscription'>
  },
): GraphqlCase[] {
  const cases: GraphqlCase[] = []
  // Numbers unique values (emails, idempotency keys): another run of cases starts elsewhere.
  let n = opts.firstN
  const targets: Target[] = []
  const rootTypes = {
    query: schema.getQueryType(),
    mutation: schema.getMutationType(),
    subscription: schema.getSubscriptionType(),
  }
  for (const operation of opts.roots ?? (['query', 'mutation'] as const)) {
    const root = rootTypes[operation]
    for (const field of Object.values(root?.getFields() ?? {})) {
      targets.push({ operation, root: field, path: [], field, name: field.name })
    }
  }
  targets.push(...nestedTargets(schema, opts.nestedDepth ?? 0))
  for (const target of targets) {
    const { field, root } = target
    // A nested field's hints are looked up as `Type.field.name`, then by name.
    const owner = target.path.length ? target.name : field.name
    const base = () =>
      Object.fromEntries(
        field.args.map((a) => [a.name, baseline(a.type, a.name, owner, hints, ++n, rng)]),
      )
    const rootBase = () =>
      Object.fromEntries(
        root.args.map((a) => [a.name, baseline(a.type, a.name, root.name, hints, ++n, rng)]),
      )
    const push = (label: string, args: Record<string, unknown>, nulled?: Path) => {
      const { literal: asLiteral, ...sent } = documentOf(
        target,
        target.path.length ? rootBase() : {},
        args,
        rng.next() < opts.literalShare,
      )
      cases.push({
        label: `${target.name} ${label}${asLiteral ? ' (literal)' : ''}`,
        field: target.name,
        ...sent,
        ...(nulled ? { nulled: nulled.join('.') } : {}),
      })
    }
    // The nulls family adds nothing to a field without arguments (the hostile family calls it).
    if (opts.family === 'nulls' && !field.args.length) continue
    push('baseline', base())
    if (!field.args.length) {
      cases.push({
        label: `${field.name} unknown argument`,
        field: field.name,
        document: `${target.operation} { f: ${field.name}(nope: "\\u0000")${selectionOf(field)} }`,
        variables: {},
      })
      continue
    }
    const sample = base()
    const leaves: Leaf[] = []
    for (const a of field.args) leavesOf(a.type, [a.name], sample[a.name], leaves)
    if (opts.family === 'nulls') {
      for (const leaf of leaves) {
        if (leaf.type instanceof GraphQLNonNull && target.operation !== 'subscription') continue
        push(`${leaf.path.join('.')}=null`, setAt(base(), leaf.path, null), leaf.path)
      }
      continue
    }
    for (const [label, scalars, bad] of EVERYWHERE) {
      const b = base()
      const args = Object.fromEntries(
        field.args.map((a) => [a.name, mapScalars(b[a.name], a.type, scalars, bad)]),
      )
      if (JSON.stringify(args) !== JSON.stringify(b)) push(label, args)
    }
    for (const leaf of leaves) {
      for (const bad of badValuesFor(leaf.type, rng, opts.per)) {
        push(`${leaf.path.join('.')}=${describeValue(bad)}`, setAt(base(), leaf.path, bad))
      }
    }
  }
  return cases
}

/** A short, printable name for a value in a failure message. */
export function describeValue(value: unknown): string {
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    text = String(value)
  }
  text = text.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
  return text.length > 60 ? `${text.slice(0, 57)}…(${text.length})` : text
}
