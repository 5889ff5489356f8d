/**
 * `tsx scripts/build-web.ts [build folder]`: the production web build into web/<build folder>
 * (default .next, the one `npm start` serves), stamped with the sources' hash (web-build-stamp.ts),
 * unless the folder already holds a build of the current sources. Run `npm run codegen` first. CI
 * builds once this way; the browser journeys and the newcomer's `npm start` reuse that build.
 *
 * `--check`: build nothing; exit 0 when the folder holds a build of the current sources, else 1.
 */
import { ROOT } from './bench/lib'
import { buildWeb, webBuildIsCurrent } from './web-build-stamp'

const check = process.argv.includes('--check')
const distDir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '.next'
if (webBuildIsCurrent(ROOT, distDir)) {
  console.log(`[build-web] web/${distDir} holds a build of the current sources`)
} else if (check) {
  console.log(`[build-web] web/${distDir} holds no build of the current sources`)
  process.exitCode = 1
} else {
  buildWeb(ROOT, { distDir })
  console.log(`[build-web] built web/${distDir}`)
}
