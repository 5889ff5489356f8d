import { parseSeedArgs } from './seed-args'

const defaults = { listings: 3000, seed: 42 }

describe('npm run seed arguments', () => {
  it('defaults to the environment, with media and without reset', () => {
    expect(parseSeedArgs([], defaults)).toEqual({
      listings: 3000,
      seed: 42,
      reset: false,
      media: true,
      help: false,
    })
  })

  it('reads every documented flag', () => {
    expect(
      parseSeedArgs(['--listings', '5000', '--seed', '7', '--reset', '--no-media'], defaults),
    ).toEqual({ listings: 5000, seed: 7, reset: true, media: false, help: false })
    expect(parseSeedArgs(['--help'], defaults).help).toBe(true)
    expect(parseSeedArgs(['--as-of', '2026-11-15'], defaults).asOf).toEqual(
      new Date('2026-11-15T00:00:00.000Z'),
    )
  })

  it('refuses unknown flags, missing numbers and out-of-range counts', () => {
    expect(() => parseSeedArgs(['--media'], defaults)).toThrow('Unknown argument --media')
    expect(() => parseSeedArgs(['--listings'], defaults)).toThrow('--listings needs a whole number')
    expect(() => parseSeedArgs(['--seed', 'x'], defaults)).toThrow('--seed needs a whole number')
    expect(() => parseSeedArgs(['--listings', '3000000'], defaults)).toThrow('0..2000000')
    expect(() => parseSeedArgs(['--as-of', '2026-02-30'], defaults)).toThrow('YYYY-MM-DD')
    expect(() => parseSeedArgs(['--as-of'], defaults)).toThrow('YYYY-MM-DD')
  })
})
