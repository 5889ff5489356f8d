/*
 * The parts of zod the contract uses, by name. Importing zod's `z` namespace keeps every export
 * of it in the browser's bundle, with the messages of all 50 of zod's locales (colinhacks/zod#6050,
 * about 40 KB gzip, issue 18); named imports let the bundler leave out what nobody uses. A
 * contract module that needs another part of zod adds it here (tsc says which is missing).
 */
export {
  NEVER,
  ZodError,
  array,
  boolean,
  coerce,
  config,
  discriminatedUnion,
  email,
  enum,
  iso,
  literal,
  nan,
  null,
  number,
  object,
  record,
  string,
  undefined,
  union,
  unknown,
  uuid,
} from 'zod'
export type { infer, input, output, RefinementCtx, ZodObject, ZodType } from 'zod'
