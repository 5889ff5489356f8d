import type { Drawing } from './machines-earthmoving'
import { arm, circle, INK, line, poly, rect, shadow, stack, wheel, type Palette } from './svg-kit'

/** Conventional truck cab and chassis facing right; bodies are drawn behind x = 490. */
function truckChassis(p: Palette, sleeper = false): string {
  let s = shadow(410, 500)
  s += rect(165, 405, 480, 20, p.trim, 3)
  const cabX = sleeper ? 450 : 490
  s += rect(cabX, 275, 560 - cabX + 8, 132, p.body, 8)
  if (sleeper) s += line(490, 285, 490, 400, INK, 2)
  s += poly(
    [
      [560, 285],
      [588, 285],
      [600, 340],
      [560, 340],
    ],
    p.glass,
  )
  s += rect(505, 290, 45, 45, p.glass, 3, 2)
  s += poly(
    [
      [565, 340],
      [640, 348],
      [648, 410],
      [565, 410],
    ],
    p.body,
  )
  s += rect(636, 352, 16, 52, '#c9ced3', 2, 2)
  s += rect(640, 404, 18, 16, '#9aa1a8', 2, 2)
  s += rect(cabX - 16, 250, 10, 160, '#c9ced3', 2, 2)
  s += wheel(585, 430, 38) + wheel(255, 430, 38) + wheel(340, 430, 38)
  return s
}

export const dumpTruck: Drawing = (p, v) => {
  const tilt = v === 0 ? 0 : 16
  return (
    truckChassis(p) +
    `<g transform="rotate(${-tilt} 175 400)">${poly(
      [
        [170, 300],
        [465, 300],
        [465, 400],
        [190, 400],
      ],
      p.dark,
    )}${line(200, 320, 455, 320, INK, 2)}${line(200, 350, 455, 350, INK, 2)}</g>`
  )
}

export const serviceTruck: Drawing = (p, v) => {
  let s = truckChassis(p)
  s += rect(175, 320, 300, 85, '#e9edf0', 4)
  for (const x of [185, 255, 325, 395])
    s += rect(x, 330, 60, 65, '#d3d9de', 3, 2) + line(x + 45, 360, x + 52, 360, INK, 3)
  // Knuckle crane at the rear corner.
  s += rect(180, 290, 30, 32, p.body, 3)
  s +=
    arm(195, 300, 300 + v * 60, 200 - v * 20, 14, p.body) +
    line(300 + v * 60, 200 - v * 20, 300 + v * 60, 260, INK, 2)
  return s
}

export const specialtyTruck: Drawing = (p, v) => {
  // Vacuum excavation truck: debris tank, boom and hose.
  let s = truckChassis(p)
  s += rect(175, 300, 290, 100, p.dark, 50)
  s += circle(180, 350, 48, p.body)
  s += rect(430, 285, 40, 30, '#4a4f55', 3)
  s += arm(450, 290, 330 - v * 40, 220, 10, p.body)
  s += `<path d="M${330 - v * 40},220 Q${300 - v * 40},300 ${320 - v * 40},360" fill="none" stroke="${INK}" stroke-width="10"/>`
  return s
}

export const tankTruck: Drawing = (p) => {
  let s = truckChassis(p)
  s += `<rect x="170" y="300" width="305" height="102" rx="48" fill="#dfe4e8" stroke="${INK}" stroke-width="3"/>`
  for (const x of [250, 330, 410]) s += line(x, 302, x, 400, '#9aa1a8', 3)
  s += rect(200, 290, 250, 10, '#9aa1a8', 2, 2)
  return s
}

export const bucketTruck: Drawing = (p, v) => {
  let s = truckChassis(p)
  s += rect(175, 330, 300, 75, '#e9edf0', 4)
  for (const x of [185, 270, 355]) s += rect(x, 338, 75, 58, '#d3d9de', 3, 2)
  s += rect(220, 300, 40, 32, p.dark, 3)
  if (v === 0) {
    s += arm(240, 305, 470, 270, 16, '#f4f6f8') + rect(470, 238, 46, 46, p.body, 4)
  } else {
    s += arm(240, 305, 330, 150, 16, '#f4f6f8') + arm(330, 150, 460, 120, 14, '#f4f6f8')
    s += rect(455, 90, 46, 48, p.body, 4)
  }
  return s
}

export const semiTruck: Drawing = (p) => {
  let s = truckChassis(p, true)
  s += rect(400, 250, 8, 160, '#c9ced3', 2, 2)
  s += rect(220, 395, 110, 14, '#4a4f55', 3)
  s += rect(400, 405, 60, 18, '#c9ced3', 4, 2)
  return s
}

/** A trailer facing right (hitch to the right). */
function trailerWheels(xs: number[], r = 30): string {
  return xs.map((x) => wheel(x, 440, r)).join('')
}

export const dumpTrailer: Drawing = (p, v) => {
  let s = shadow(400, 560)
  s += rect(130, 410, 520, 16, p.trim, 3) + rect(560, 425, 10, 40, INK, 2)
  const tilt = v === 0 ? 0 : 18
  s += `<g transform="rotate(${-tilt} 140 405)"><path d="M120,300 L620,300 L620,380 Q370,430 120,380 Z" fill="${p.body}" stroke="${INK}" stroke-width="3"/>${line(140, 325, 600, 325, INK, 2)}</g>`
  s += trailerWheels([170, 235, 300])
  s += poly(
    [
      [650, 410],
      [690, 400],
      [690, 418],
    ],
    p.trim,
  )
  return s
}

export const flatbedTrailer: Drawing = (p, v) => {
  let s = shadow(400, 580)
  s += rect(110, 392, 590, 22, p.body, 3)
  s += rect(110, 412, 590, 10, p.trim, 2, 2)
  for (let x = 130; x < 690; x += 40) s += line(x, 395, x, 410, INK, 2)
  if (v === 1) s += rect(240, 330, 260, 62, '#b3865a', 2) + line(240, 350, 500, 350, INK, 2)
  s += rect(560, 422, 10, 44, INK, 2)
  s += trailerWheels([150, 215])
  return s
}

export const logTrailer: Drawing = (p, v) => {
  let s = shadow(400, 560)
  s += rect(120, 405, 560, 16, p.trim, 3)
  for (const x of [150, 300, 460, 640]) s += rect(x, 300, 12, 108, p.body, 2)
  const logs = v === 0 ? 3 : 2
  for (let i = 0; i < logs; i++)
    s +=
      rect(140, 372 - i * 32, 520, 30, '#9b6b3f', 14) +
      circle(140 + 14, 387 - i * 32, 12, '#d9b07c', 2)
  s += trailerWheels([170, 235])
  return s
}

export const equipmentTrailer: Drawing = (p, v) => {
  let s = shadow(400, 600)
  s += poly(
    [
      [560, 330],
      [700, 330],
      [700, 360],
      [600, 360],
      [580, 420],
      [540, 420],
    ],
    p.body,
  )
  s += rect(180, 405, 380, 20, p.body, 3)
  s += rect(110, 395, 80, 30, p.body, 3)
  if (v === 1)
    s += poly(
      [
        [60, 470],
        [110, 410],
        [125, 410],
        [75, 470],
      ],
      p.dark,
    )
  s += trailerWheels([140, 200, 260], 26)
  s += rect(300, 380, 100, 25, '#4a4f55', 3)
  return s
}

export const generator: Drawing = (p, v) => {
  let s = shadow(400, 420)
  s += rect(200, 290, 360, 125, p.body, 8)
  for (let x = 230; x < 360; x += 16) s += line(x, 310, x, 395, INK, 2)
  s += rect(390, 305, 70, 95, p.dark, 3, 2) + rect(475, 305, 70, 95, p.dark, 3, 2)
  s += stack(520, 290, 30) + rect(200, 412, 360, 14, p.trim, 2)
  s +=
    v === 0
      ? wheel(330, 440, 30) + wheel(400, 440, 30) + arm(560, 420, 640, 430, 8, p.trim)
      : rect(220, 426, 40, 40, p.trim, 2) + rect(500, 426, 40, 40, p.trim, 2)
  return s
}

export const airCompressor: Drawing = (p) => {
  let s = shadow(390, 340)
  s += `<path d="M240,420 L240,330 Q240,290 300,290 L470,290 Q520,290 520,330 L520,420 Z" fill="${p.body}" stroke="${INK}" stroke-width="3"/>`
  for (let x = 270; x < 380; x += 14) s += line(x, 310, x, 400, INK, 2)
  s += rect(400, 320, 90, 60, p.dark, 4, 2)
  s += wheel(380, 440, 32) + arm(520, 410, 640, 430, 8, p.trim) + circle(642, 430, 7, INK, 2)
  s += rect(470, 400, 40, 14, '#9aa1a8', 2, 2)
  return s
}

export const lightTower: Drawing = (p, v) => {
  let s = shadow(390, 320)
  s += rect(270, 350, 230, 75, p.body, 6) + wheel(385, 440, 30) + arm(500, 415, 600, 430, 8, p.trim)
  const top = v === 0 ? 90 : 200
  s += rect(370, top, 14, 355 - top, '#b1b7bd', 2, 2)
  s += rect(320, top - 40, 114, 40, p.trim, 3)
  for (const x of [325, 353, 381, 409]) s += rect(x, top - 36, 22, 32, '#fff6c4', 2, 2)
  return s
}
