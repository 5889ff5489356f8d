import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common'
import { dictionary as englishWords, translations as english } from '@zxcvbn-ts/language-en'
import { dictionary as spanishWords } from '@zxcvbn-ts/language-es-es'
import { tradeDictionary } from './trade-words'

/**
 * zxcvbn-ts with the common-password, English and Spanish dictionaries and the trade's words (the
 * brand, makes, categories and models of the reference data, in English and Spanish: a
 * marketplace's first guesses) as known words. password-strength.ts builds it once per process,
 * on the first check, and loads this module then (about 18 MB of heap and 0.2 s to build).
 * The matcher's cost grows steeply with the password's length and its l33t characters, and this
 * runs on the api's event loop, so only the first 64 characters are scored (a password whose first
 * 64 characters are weak is weak) and at most 16 l33t substitutions are tried. The slowest inputs
 * known (long runs of symbols and digits) took the legacy `zxcvbn` tens of seconds at 100
 * characters; with these limits they take under a second on a busy two-core machine.
 * Levenshtein matching stays off: it multiplies the cost of every check by ten or more.
 * Feedback is in English, as Stytch's is (the SDK's strength check sends no locale).
 */
export function createStrengthEstimator(): ZxcvbnFactory {
  return new ZxcvbnFactory({
    dictionary: {
      ...commonWords,
      ...englishWords,
      ...spanishWords,
      // A dictionary of its own, not `userInputs`: zxcvbn copies that one on every check to add
      // the email's words (3,000 words copied made each check 2-3 times slower). Its name starts
      // with `userInputs` so that zxcvbn warns about "page related data" when a password uses one.
      userInputsTrade: tradeDictionary(),
    },
    graphs: adjacencyGraphs,
    translations: english,
    maxLength: 64,
    l33tMaxSubstitutions: 16,
  })
}
