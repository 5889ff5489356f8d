import {
  buildAuctionCalendarIcs,
  escapeText,
  foldLine,
  icsDateTime,
} from '../../src/services/auctions/auction-calendar-ics'

const octets = (s: string) => Buffer.byteLength(s, 'utf8')

describe('auction calendar as iCalendar text (RFC 5545)', () => {
  it('writes a calendar with one VEVENT per auction, CRLF line ends and UTC times', () => {
    const text = buildAuctionCalendarIcs({
      name: 'Ironyard auction calendar',
      uidDomain: 'ironyard.example',
      now: new Date('2026-11-20T09:30:05.123Z'),
      auctions: [
        {
          slug: 'phoenix-onsite',
          name: 'Phoenix Earthmoving Auction',
          description: 'Unreserved, onsite; bid online too',
          startsAt: new Date('2026-11-27T15:00:00Z'),
          endsAt: new Date('2026-11-28T00:00:00Z'),
          location: 'Phoenix Yard, Phoenix, AZ',
          url: 'https://ironyard.example/auctions/phoenix-onsite',
          updatedAt: new Date('2026-11-15T00:00:00Z'),
        },
        {
          slug: 'online-trucks',
          name: 'Online Trucks',
          description: 'Timed',
          startsAt: new Date('2026-12-11T14:00:00Z'),
          endsAt: new Date('2026-12-15T02:00:00Z'),
          location: 'Online bidding',
          url: 'https://ironyard.example/auctions/online-trucks',
          updatedAt: new Date('2026-11-15T00:00:00Z'),
        },
      ],
    })
    const expected =
      'BEGIN:VCALENDAR\r\n' +
      'VERSION:2.0\r\n' +
      'PRODID:-//Ironyard//Auction calendar//EN\r\n' +
      'CALSCALE:GREGORIAN\r\n' +
      'METHOD:PUBLISH\r\n' +
      'X-WR-CALNAME:Ironyard auction calendar\r\n' +
      'BEGIN:VEVENT\r\n' +
      'UID:auction-phoenix-onsite@ironyard.example\r\n' +
      'DTSTAMP:20261120T093005Z\r\n' +
      'DTSTART:20261127T150000Z\r\n' +
      'DTEND:20261128T000000Z\r\n' +
      'LAST-MODIFIED:20261115T000000Z\r\n' +
      'SUMMARY:Phoenix Earthmoving Auction\r\n' +
      // 75 octets, then the continuation after one space.
      'DESCRIPTION:Unreserved\\, onsite\\; bid online too\\nhttps://ironyard.example/\r\n' +
      ' auctions/phoenix-onsite\r\n' +
      'LOCATION:Phoenix Yard\\, Phoenix\\, AZ\r\n' +
      'URL:https://ironyard.example/auctions/phoenix-onsite\r\n' +
      'END:VEVENT\r\n' +
      'BEGIN:VEVENT\r\n' +
      'UID:auction-online-trucks@ironyard.example\r\n' +
      'DTSTAMP:20261120T093005Z\r\n' +
      'DTSTART:20261211T140000Z\r\n' +
      'DTEND:20261215T020000Z\r\n' +
      'LAST-MODIFIED:20261115T000000Z\r\n' +
      'SUMMARY:Online Trucks\r\n' +
      'DESCRIPTION:Timed\\nhttps://ironyard.example/auctions/online-trucks\r\n' +
      'LOCATION:Online bidding\r\n' +
      'URL:https://ironyard.example/auctions/online-trucks\r\n' +
      'END:VEVENT\r\n' +
      'END:VCALENDAR\r\n'
    expect(text).toBe(expected)
    // No bare LF anywhere, and no line longer than 75 octets.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
  })

  it('escapes backslash, semicolon, comma and newlines in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('writes UTC date-times without separators or milliseconds', () => {
    expect(icsDateTime(new Date('2027-01-05T07:08:09.999Z'))).toBe('20270105T070809Z')
  })

  it('folds at 75 octets without splitting a multi-byte character', () => {
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75))
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`)
    expect(foldLine('X'.repeat(75 + 74 + 1))).toBe(`${'X'.repeat(75)}\r\n ${'X'.repeat(74)}\r\n X`)
    // "Subasta en línea" in Spanish: í is two octets; 74 ASCII + í would be 76.
    const folded = foldLine(`${'a'.repeat(74)}í y más`)
    expect(folded).toBe(`${'a'.repeat(74)}\r\n í y más`)
    for (const line of foldLine(`SUMMARY:${'ñ'.repeat(100)}`).split('\r\n')) {
      expect(octets(line)).toBeLessThanOrEqual(75)
      expect(line).not.toContain('\uFFFD')
    }
    // Unfolding (remove CRLF + one space) gives the line back.
    const long = `DESCRIPTION:${'Subasta en línea, ñandú; '.repeat(12)}`
    expect(foldLine(long).replace(/\r\n /g, '')).toBe(long)
  })
})
