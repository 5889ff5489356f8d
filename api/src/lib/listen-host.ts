import { isIP } from 'node:net'
import { z } from 'zod'

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i
/** An address to listen on: an IP address (`127.0.0.1`, `0.0.0.0`, `::`) or a host name. */
export const listenHost = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .trim()
    .refine(
      (v) => isIP(v) !== 0 || HOST_NAME.test(v),
      'is not an IP address or host name (e.g. 127.0.0.1, 0.0.0.0 or ::)',
    )
    .optional(),
)
