import { BRAND } from '@ironyard/contract/brand'

/**
 * iCalendar (RFC 5545) text of the auction calendar: one VEVENT per auction, times in UTC, text
 * escaped (§3.3.11), lines folded at 75 octets (§3.1) and ended with CRLF. Pure: the caller gives
 * the auctions, the instant of DTSTAMP and the words in the visitor's language.
 */

export interface IcsAuction {
  slug: string
  name: string
  description: string
  startsAt: Date
  endsAt: Date
  /** "Online" or "Fort Worth Yard, Fort Worth, TX". */
  location: string
  /** The auction's page on the site (absolute). */
  url: string
  /** Last change of the auction row: its SEQUENCE-free LAST-MODIFIED. */
  updatedAt: Date
}

export interface IcsCalendar {
  /** X-WR-CALNAME: the calendar's title in the visitor's language. */
  name: string
  /** Host part of every UID (stable: the site's host). */
  uidDomain: string
  /** DTSTAMP: when this text was made. */
  now: Date
  auctions: IcsAuction[]
}

const PRODID = `-//${BRAND.name}//Auction calendar//EN`

/** 20260315T150000Z */
export function icsDateTime(d: Date): string {
  return d
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, newlines as \n. */
export function escapeText(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is split, each continuation starting with
 * one space. Splits fall between characters (never inside a UTF-8 sequence).
 */
export function foldLine(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  // The first line holds 75 octets; continuations 74 after their leading space.
  let limit = 75
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8')
    if (octets + size > limit) {
      out.push(current)
      current = ' '
      octets = 1
      limit = 75
    }
    current += ch
    octets += size
  }
  out.push(current)
  return out.join('\r\n')
}

function vevent(a: IcsAuction, cal: IcsCalendar): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:auction-${a.slug}@${cal.uidDomain}`,
    `DTSTAMP:${icsDateTime(cal.now)}`,
    `DTSTART:${icsDateTime(a.startsAt)}`,
    `DTEND:${icsDateTime(a.endsAt)}`,
    `LAST-MODIFIED:${icsDateTime(a.updatedAt)}`,
    `SUMMARY:${escapeText(a.name)}`,
    `DESCRIPTION:${escapeText(`${a.description}\n${a.url}`)}`,
    `LOCATION:${escapeText(a.location)}`,
    `URL:${a.url}`,
    'END:VEVENT',
  ]
}

/** The whole VCALENDAR, CRLF after every line (the last one included). */
export function buildAuctionCalendarIcs(cal: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(cal.name)}`,
    ...cal.auctions.flatMap((a) => vevent(a, cal)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
