import { signinError } from '../errors'

/**
 * Request body checks in the shape Stytch's API answers malformed bodies with: HTTP 400 and a
 * `body` list of `{dataPath, message}`, which the browser SDK turns into StytchAPISchemaError
 * ("Request does not match expected schema"). Formats (email, phone) are checked by the factors.
 */
export type FieldType = 'string' | 'integer' | 'boolean' | 'object' | 'string[]'
export type BodySchema = Record<string, FieldType | `${FieldType}!`>

export class SchemaError extends Error {
  readonly issues: { dataPath: string; message: string }[]
  constructor(issues: { dataPath: string; message: string }[]) {
    super('Request does not match expected schema')
    this.issues = issues
  }
}

const checks: Record<FieldType, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  // 1e21 is an integer to JavaScript but not to any column or duration: safe integers only.
  integer: (v) => typeof v === 'number' && Number.isSafeInteger(v),
  boolean: (v) => typeof v === 'boolean',
  object: (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  'string[]': (v) => Array.isArray(v) && v.every((x) => typeof x === 'string'),
}

const article: Record<FieldType, string> = {
  string: 'should be string',
  integer: 'should be integer',
  boolean: 'should be boolean',
  object: 'should be object',
  'string[]': 'should be array of strings',
}

/** The body as an object whose declared fields have the declared types (null counts as absent). */
export function checkBody(raw: unknown, schema: BodySchema): Record<string, unknown> {
  const body = raw === undefined || raw === null ? {} : raw
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new SchemaError([{ dataPath: '', message: 'should be object' }])
  }
  const b = body as Record<string, unknown>
  const issues: { dataPath: string; message: string }[] = []
  for (const [field, spec] of Object.entries(schema)) {
    const required = spec.endsWith('!')
    const type = spec.replace('!', '') as FieldType
    const value = b[field]
    if (value === undefined || value === null) {
      if (required)
        issues.push({ dataPath: '', message: `should have required property '${field}'` })
      continue
    }
    if (!checks[type](value)) issues.push({ dataPath: `.${field}`, message: article[type] })
  }
  if (issues.length) throw new SchemaError(issues)
  return b
}

/** A path or query id: bounded, printable, or 404 with the given type. */
export function pathId(raw: unknown, notFound: Parameters<typeof signinError>[0]): string {
  if (typeof raw !== 'string' || !/^[A-Za-z0-9_:-]{1,128}$/.test(raw)) throw signinError(notFound)
  return raw
}
