import {
  Kind,
  visit,
  type ArgumentNode,
  type DocumentNode,
  type ValueNode,
  type VariableDefinitionNode,
} from 'graphql'
import type { Plugin } from 'graphql-yoga'
import type { GraphQLContext } from '../context'
import {
  controlCharacterError,
  findControlCharacters,
  formatPath,
  hasForbiddenControl,
  type PathSegment,
} from '../lib/text-input'

/**
 * The shared text rule (lib/text-input.ts) for every GraphQL operation: before anything is
 * executed (no resolver, no rate-limit counter, no query), every string the operation carries is
 * checked, whether written in the document (`listing(stockNumber: "a\u0000")`) or sent as a
 * variable, including JSON scalars. A string that breaks the rule answers HTTP 400 with
 * `extensions.code: "VALIDATION"` and `extensions.fields` naming each field as resolvers' own
 * validation does (the `input` argument's fields by their own name: `email`, `utm.utm_source`;
 * other arguments by theirs: `stockNumber`), in the request's language.
 */
export function useInputGuard(): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const variables = (args.variableValues ?? {}) as Record<string, unknown>
      // envelop types the document loosely (any); Yoga hands it over parsed.
      const found = offendingPaths(args.document as DocumentNode, variables)
      if (!found.length) return
      const locale = (args.contextValue as Partial<GraphQLContext>).locale ?? 'en'
      setResultAndStopExecution({
        errors: [controlCharacterError(found, locale).toGraphQLError()],
      })
    },
  }
}

/** Where an argument's value starts: the fields of `input` are named on their own. */
const argumentBase = (name: string): PathSegment[] => (name === 'input' ? [] : [name])

export function offendingPaths(
  document: DocumentNode,
  variables: Record<string, unknown>,
): PathSegment[][] {
  const found = new Map<string, PathSegment[]>()
  const add = (paths: PathSegment[][]) => {
    for (const p of paths) found.set(formatPath(p), p)
  }
  const walk = (node: ValueNode, path: PathSegment[]) => {
    switch (node.kind) {
      case Kind.STRING:
        if (hasForbiddenControl(node.value, path)) add([path])
        break
      case Kind.LIST:
        node.values.forEach((v, i) => walk(v, [...path, i]))
        break
      case Kind.OBJECT:
        for (const f of node.fields) {
          if (hasForbiddenControl(f.name.value)) add([[...path, f.name.value]])
          else walk(f.value, [...path, f.name.value])
        }
        break
      case Kind.VARIABLE:
        // Checked where it is used, so the field it fills decides single- or multi-line text.
        add(findControlCharacters(variables[node.name.value], path))
        break
      default:
        break
    }
  }
  visit(document, {
    Argument(node: ArgumentNode) {
      walk(node.value, argumentBase(node.name.value))
    },
    VariableDefinition(node: VariableDefinitionNode) {
      if (node.defaultValue) walk(node.defaultValue, [node.variable.name.value])
    },
  })
  return [...found.values()].slice(0, 10)
}
