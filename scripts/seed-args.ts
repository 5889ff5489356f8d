/** Command-line arguments of `npm run seed` (scripts/seed.ts). */
export interface SeedArgs {
  listings: number
  seed: number
  reset: boolean
  /** false with --no-media: no illustration files are written (the rows still name them). */
  media: boolean
  /** --as-of YYYY-MM-DD: the day the inventory is generated as of (default: today, UTC). */
  asOf?: Date
  help: boolean
}

export const SEED_USAGE =
  'npm run seed -- [--listings N] [--seed S] [--as-of YYYY-MM-DD] [--reset] [--no-media]'

export function parseSeedArgs(
  argv: string[],
  defaults: { listings: number; seed: number },
): SeedArgs {
  const args: SeedArgs = { ...defaults, reset: false, media: true, help: false }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    const value = () => {
      const v = argv[++i]
      if (v === undefined || !/^-?\d+$/.test(v)) throw new Error(`${a} needs a whole number`)
      return Number(v)
    }
    if (a === '--listings') args.listings = value()
    else if (a === '--seed') args.seed = value()
    else if (a === '--as-of') {
      const v = argv[++i]
      const d = v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00.000Z`) : null
      if (!d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v)
        throw new Error('--as-of needs a date YYYY-MM-DD')
      args.asOf = d
    } else if (a === '--reset') args.reset = true
    else if (a === '--no-media') args.media = false
    else if (a === '--help' || a === '-h') args.help = true
    else throw new Error(`Unknown argument ${a} (try --help)`)
  }
  if (args.listings < 0 || args.listings > 2_000_000)
    throw new Error('--listings must be 0..2000000')
  return args
}
