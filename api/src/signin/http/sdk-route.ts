/**
 * The shapes shared by the `/sdk/v1` plugin (sdk.ts) and the route groups it mounts
 * (sdk-account, sdk-devices, sdk-email), in a module of their own so that no import circle joins them.
 */
import type { FastifyRequest } from 'fastify'
import type { SigninSession } from '../../db/schema'
import type { CallInfo } from '../context'
import type { FallbackKey } from '../errors'
import type { BodySchema } from './schema'

/**
 * Who the browser SDK says it is: `Authorization: Basic base64(public_token:secret)` where the
 * secret is the session token when signed in, the public token again when not.
 */
export interface SdkAuth {
  session: SigninSession | null
  /** The token the caller presented, when it was not the public token. */
  sessionToken: string | null
}

export interface SdkCall {
  req: FastifyRequest
  body: Record<string, unknown>
  call: CallInfo
  auth: SdkAuth
  /** The caller's live session, or 404 `session_not_found` (the SDK then signs out). */
  session(): Promise<SigninSession>
  /** `session_duration_minutes` from the body, validated. */
  duration(): number | undefined
}

export interface SdkRouteOptions {
  fallback: FallbackKey
  schema?: BodySchema
  /** Skip the Basic-auth check (bootstrap carries the token in the path; events carry none). */
  anonymous?: boolean
  /** The body is a JSON array (events). */
  arrayBody?: boolean
}

export type SdkRoute = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: SdkRouteOptions,
  handler: (c: SdkCall) => Record<string, unknown> | Promise<Record<string, unknown>>,
) => void
