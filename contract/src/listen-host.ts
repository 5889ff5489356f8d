/**
 * Where the api and the web listen when HOST is unset (issue 31, finding 7a). Outside production,
 * the loopback address only: development serves a sign-in stand-in that signs anyone in as any
 * address, and /dev/outbox with every link mailed, which must not reach the rest of a café's or
 * an office's network. Production listens on every interface: a load balancer or a container
 * network reaches it from outside.
 */
export const defaultHost = (nodeEnv: string | undefined): string =>
  nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1'

/** How this machine reaches a process listening on `host` (a wildcard address: on loopback). */
export function localOrigin(host: string, port: number): string {
  const reach = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return `http://${reach.includes(':') ? `[${reach}]` : reach}:${port}`
}
