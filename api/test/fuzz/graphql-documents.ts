import {
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql'
import { RawJson } from './corpus'

/*
 * The GraphQL documents the fuzz cases send (graphql-cases.ts): a field's arguments as variables
 * or written in as literals, and the paths to the fields with arguments below the root queries.
 */

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/

/** A value written into the document; throws where a literal cannot say it (the case keeps variables). */
function literal(value: unknown, type: GraphQLInputType | undefined): string {
  if (value === null || value === undefined) return 'null'
  if (value instanceof RawJson) throw new Error('raw JSON')
  const inner = type instanceof GraphQLNonNull ? type.ofType : type
  if (Array.isArray(value)) {
    const item = inner instanceof GraphQLList ? inner.ofType : undefined
    return `[${value.map((v) => literal(v, item)).join(', ')}]`
  }
  if (typeof value === 'object') {
    const fields = inner instanceof GraphQLInputObjectType ? inner.getFields() : undefined
    const given = Object.entries(value as Record<string, unknown>).filter(
      ([, v]) => v !== undefined,
    )
    const parts = given.map(([k, v]) => {
      if (!NAME.test(k)) throw new Error('not a name')
      return `${k}: ${literal(v, fields?.[k]?.type)}`
    })
    return `{${parts.join(', ')}}`
  }
  if (typeof value === 'string') {
    if (
      inner instanceof GraphQLEnumType &&
      NAME.test(value) &&
      !['true', 'false', 'null'].includes(value)
    )
      return value
    return JSON.stringify(value)
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('not finite')
    return String(value)
  }
  if (typeof value === 'boolean') return String(value)
  throw new Error(`no literal for a ${typeof value}`)
}

export function selectionOf(field: GraphQLField<unknown, unknown>): string {
  return isCompositeType(getNamedType(field.type)) ? ' { __typename }' : ''
}

/**
 * Where the fuzzed arguments go: a root field, or a field below one (`path` names the
 * argument-free fields from the root's type down to it; the root keeps its baseline arguments).
 */
export interface Target {
  operation: 'query' | 'mutation' | 'subscription'
  root: GraphQLField<unknown, unknown>
  path: string[]
  field: GraphQLField<unknown, unknown>
  /** The case's field name: the root's, or `Type.field` below one. */
  name: string
}

/** One field's argument list, as literals or as variables `$<prefix>0…` added to `varDefs`. */
function argumentList(
  field: GraphQLField<unknown, unknown>,
  args: Record<string, unknown>,
  asLiterals: boolean,
  prefix: string,
  varDefs: string[],
  variables: Record<string, unknown>,
): string {
  const defs = field.args.filter((a) => args[a.name] !== undefined)
  const list = defs
    .map((a, i) => {
      if (asLiterals) return `${a.name}: ${literal(args[a.name], a.type)}`
      varDefs.push(`$${prefix}${i}: ${a.type.toString()}`)
      variables[`${prefix}${i}`] = args[a.name]
      return `${a.name}: $${prefix}${i}`
    })
    .join(', ')
  return list ? `(${list})` : ''
}

export function documentOf(
  target: Target,
  rootArgs: Record<string, unknown>,
  args: Record<string, unknown>,
  asLiterals: boolean,
): { document: string; variables: Record<string, unknown>; literal: boolean } {
  const build = (lit: boolean) => {
    const varDefs: string[] = []
    const variables: Record<string, unknown> = {}
    const nested = target.path.length > 0
    const rootList = argumentList(
      target.root,
      nested ? rootArgs : args,
      lit,
      nested ? 'r' : 'v',
      varDefs,
      variables,
    )
    let selection = ''
    if (nested) {
      const inner = `${target.field.name}${argumentList(target.field, args, lit, 'v', varDefs, variables)}${selectionOf(target.field)}`
      selection = ` { ${target.path.slice(0, -1).reduceRight((sel, name) => `${name} { ${sel} }`, inner)} }`
    } else {
      selection = selectionOf(target.root)
    }
    const defs = varDefs.length ? `(${varDefs.join(', ')})` : ''
    return {
      document: `${target.operation} Fuzz${defs} { f: ${target.root.name}${rootList}${selection} }`,
      variables,
      literal: lit,
    }
  }
  if (asLiterals) {
    try {
      return build(true)
    } catch {
      // Not expressible as a literal: sent as variables below.
    }
  }
  return build(false)
}

/**
 * The fields with arguments below the root queries, each by its shortest path of argument-free
 * fields (at most `depth` levels below the root's type; the first root in schema order wins a
 * tie). A path never goes through a union or a field with arguments of its own.
 */
export function nestedTargets(schema: GraphQLSchema, depth: number): Target[] {
  const found = new Map<string, Target>()
  let frontier = Object.values(schema.getQueryType()?.getFields() ?? {}).map((root) => ({
    root,
    path: [] as string[],
    type: getNamedType(root.type),
  }))
  for (let level = 0; level < depth; level++) {
    const next: typeof frontier = []
    for (const { root, path, type } of frontier) {
      if (!isObjectType(type) && !isInterfaceType(type)) continue
      for (const field of Object.values(type.getFields())) {
        const name = `${type.name}.${field.name}`
        const fieldPath = [...path, field.name]
        if (field.args.length) {
          if (!found.has(name)) {
            found.set(name, { operation: 'query', root, path: fieldPath, field, name })
          }
        } else {
          next.push({ root, path: fieldPath, type: getNamedType(field.type) })
        }
      }
    }
    frontier = next
  }
  return [...found.values()]
}
