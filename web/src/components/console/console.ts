/**
 * The two consoles (issue 15): staff run every record at /admin, a partner seller's members run
 * their own at /partner. The api scopes and authorizes each call; the kit only needs to know which
 * console a page belongs to, for its menu and its links.
 */
export const CONSOLES = ['admin', 'partner'] as const
export type Console = (typeof CONSOLES)[number]

export function isConsole(value: unknown): value is Console {
  return typeof value === 'string' && (CONSOLES as readonly string[]).includes(value)
}

/** A form's `console` field; anything else is the admin console (the api checks the role). */
export function consoleOf(value: unknown): Console {
  return isConsole(value) ? value : 'admin'
}

/** A console page's path without the locale: consolePath('partner', '/equipment') = /partner/equipment. */
export function consolePath(console: Console, path = ''): string {
  return `/${console}${path}`
}
