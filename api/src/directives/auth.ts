import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils'
import { defaultFieldResolver, type GraphQLSchema, isObjectType } from 'graphql'
import { AppError } from '../lib/errors'
import type { CurrentUser, GraphQLContext } from '../context'

export const authDirectivesSdl = /* GraphQL */ `
  """
  Public field: anyone may read or call it.
  """
  directive @skipAuth on FIELD_DEFINITION
  """
  Signed-in users only; with roles, only users holding one of them.
  """
  directive @requireAuth(roles: [String!]) on FIELD_DEFINITION
`

/**
 * Wrap every Query/Mutation/Subscription field with its auth directive and refuse to build a schema where a
 * root field has none: authorization is decided in the api, field by field.
 */
export function applyAuthDirectives(schema: GraphQLSchema): GraphQLSchema {
  const missing: string[] = []
  const mapped = mapSchema(schema, {
    [MapperKind.ROOT_OBJECT]: (type) => type,
    [MapperKind.OBJECT_FIELD]: (fieldConfig, fieldName, typeName) => {
      const isRoot = typeName === 'Query' || typeName === 'Mutation' || typeName === 'Subscription'
      const skip = getDirective(schema, fieldConfig, 'skipAuth')?.[0]
      const require = getDirective(schema, fieldConfig, 'requireAuth')?.[0] as
        { roles?: string[] } | undefined
      if (isRoot && !skip && !require) missing.push(`${typeName}.${fieldName}`)
      if (!require) return fieldConfig
      const { resolve = defaultFieldResolver, subscribe } = fieldConfig
      return {
        ...fieldConfig,
        resolve(source, args, context: GraphQLContext, info) {
          requireAuth(context, require.roles)
          return resolve(source, args, context, info)
        },
        // A subscription is refused before its stream opens, not on each event it would send.
        ...(subscribe && {
          subscribe(source: unknown, args: Record<string, unknown>, context: GraphQLContext, info) {
            requireAuth(context, require.roles)
            return subscribe(source, args, context, info)
          },
        }),
      }
    },
  })
  if (missing.length) {
    throw new Error(`Fields without @skipAuth or @requireAuth: ${missing.join(', ')}`)
  }
  // Keep types referenced (mapSchema rebuilds them).
  void isObjectType
  return mapped
}

export function requireAuth(context: GraphQLContext, roles?: string[]): void {
  requireRoles(context.currentUser, roles)
}

/** The directive's rule for any transport: signed in, and holding one of `roles` when named. */
export function requireRoles(user: CurrentUser | null, roles?: string[]): void {
  if (!user) throw new AppError('UNAUTHENTICATED', { messageKey: 'errors:auth.signInRequired' })
  if (roles?.length && !roles.some((r) => user.roles.includes(r))) {
    throw new AppError('FORBIDDEN', { messageKey: 'errors:auth.forbidden' })
  }
}
