import {
  arm,
  bucket,
  cab,
  circle,
  cylinder,
  GROUND_Y,
  INK,
  line,
  poly,
  rect,
  shadow,
  stack,
  track,
  wheel,
  type Palette,
} from './svg-kit'

/** Drawing of one machine facing right. `v` varies the pose (0 or 1). */
export type Drawing = (p: Palette, v: number) => string

const scaled = (s: number, cx: number, inner: string) =>
  `<g transform="translate(${cx * (1 - s)},${GROUND_Y * (1 - s)}) scale(${s})">${inner}</g>`

interface ExcavatorOpts {
  tool: 'bucket' | 'grapple' | 'felling-head'
  wheels?: boolean
  blade?: boolean
  riser?: number
}

/** Crawler or wheeled excavator; also the base of material handlers and feller bunchers. */
export function excavatorBody(p: Palette, v: number, o: ExcavatorOpts): string {
  const lift = v === 0 ? 0 : -45
  const riser = o.riser ?? 0
  let s = shadow(330, 360)
  if (o.wheels) {
    s +=
      rect(190, 395, 280, 30, p.trim, 4) +
      wheel(230, 428, 38) +
      wheel(300, 428, 38) +
      wheel(430, 428, 38)
  } else {
    s += track(175, 405, 310, 62)
  }
  if (o.blade)
    s += poly(
      [
        [488, 420],
        [520, 415],
        [526, 466],
        [492, 466],
      ],
      p.dark,
    )
  s += rect(300, 385, 70, 22, '#4a4f55', 3)
  const top = 330 - riser
  if (riser) s += rect(320, top + 60, 60, riser + 10, p.trim, 2)
  s += poly(
    [
      [165, 398],
      [165, 350],
      [185, 332],
      [420, 332],
      [432, 398],
    ],
    p.body,
  )
  s += rect(158, 342, 60, 56, p.dark, 14)
  s += stack(250, 333, 26) + rect(225, 318, 80, 16, p.dark, 3, 2)
  s += cab(338, top - 84, 84, 84, p)
  const bx = 520
  const by = 215 + lift
  const tx = 612 + (v ? 30 : 0)
  const ty = 345 + lift * 0.4
  s += cylinder(392, 392, 468, 275 + lift * 0.5, p.body)
  s += arm(412, 352, bx, by, 30, p.body)
  s += cylinder(462, 262 + lift * 0.5, bx - 12, by - 28, p.body)
  s += arm(bx - 14, by - 26, tx, ty, 20, p.body)
  if (o.tool === 'bucket') s += bucket(tx - 6, ty - 6, 58, p, v ? -10 : 12)
  if (o.tool === 'grapple') {
    s += line(tx, ty, tx, ty + 40, INK, 6)
    for (const dx of [-34, -12, 12, 34]) s += arm(tx, ty + 40, tx + dx, ty + 95, 8, p.dark)
  }
  if (o.tool === 'felling-head') {
    s += rect(tx - 28, ty - 10, 56, 110, p.dark, 6)
    s += circle(tx, ty + 100, 30, '#b8bec4') + line(tx - 30, ty + 100, tx + 30, ty + 100, INK, 2)
  }
  return s
}

export const excavator: Drawing = (p, v) => excavatorBody(p, v, { tool: 'bucket' })
export const miniExcavator: Drawing = (p, v) =>
  scaled(0.72, 330, excavatorBody(p, v, { tool: 'bucket', blade: true }))
export const materialHandler: Drawing = (p, v) =>
  excavatorBody(p, v, { tool: 'grapple', wheels: v === 0, riser: 50 })

export const wheelLoader: Drawing = (p, v) => {
  const up = v === 0 ? 0 : -80
  let s = shadow(370, 420)
  s += rect(170, 350, 170, 70, p.body, 6) + rect(158, 360, 40, 55, p.dark, 12)
  s += stack(235, 350, 30) + rect(336, 365, 110, 50, p.body, 4)
  s += poly(
    [
      [330, 300],
      [320, 350],
      [395, 350],
      [385, 300],
    ],
    p.trim,
  )
  s += cab(285, 250, 95, 100, p)
  s += wheel(240, 420, 50) + wheel(430, 420, 50)
  s += arm(395, 340, 560, 385 + up, 28, p.body)
  s += cylinder(380, 318, 520, 345 + up * 0.8, p.body)
  s += bucket(540, 330 + up, 90, p, v === 0 ? 0 : -25)
  return s
}

export const skipLoader: Drawing = (p, v) => {
  let s = wheelLoader(p, v)
  // A box scraper with ripper shanks at the rear three-point hitch.
  s +=
    rect(120, 405, 50, 45, p.dark, 3) +
    line(135, 450, 130, 470, INK, 5) +
    line(155, 450, 150, 470, INK, 5)
  return s
}

export function skidSteerBody(p: Palette, v: number, tracked: boolean): string {
  const up = v === 0 ? 0 : -90
  let s = shadow(400, 260)
  s += tracked ? track(290, 418, 200, 50) : wheel(330, 438, 32) + wheel(450, 438, 32)
  s += poly(
    [
      [290, 425],
      [290, 330],
      [330, 300],
      [460, 300],
      [470, 425],
    ],
    p.body,
  )
  s += rect(330, 312, 95, 95, p.trim, 4)
  s += rect(340, 322, 75, 75, p.glass, 3, 2) + line(377, 322, 377, 397, INK, 2)
  s += rect(282, 395, 24, 30, p.dark, 3)
  s += arm(300, 315, 470, 330 + up * 0.7, 20, p.body)
  s += arm(470, 330 + up * 0.7, 510, 400 + up, 18, p.body)
  s += cylinder(300, 400, 450, 340 + up * 0.6, p.body)
  s += bucket(500, 372 + up, 66, p, v === 0 ? 0 : -20)
  return s
}
export const skidSteer: Drawing = (p, v) => skidSteerBody(p, v, false)
export const compactTrackLoader: Drawing = (p, v) => skidSteerBody(p, v, true)

export const backhoe: Drawing = (p, v) => {
  let s = shadow(400, 470)
  s += rect(250, 360, 330, 58, p.body, 6) + rect(450, 330, 130, 40, p.body, 6)
  s += stack(480, 332, 30)
  s += cab(300, 250, 120, 110, p, 0.05)
  s += wheel(305, 418, 52) + wheel(525, 436, 34)
  // Loader at the front (right), backhoe at the rear (left).
  s += arm(470, 360, 640, 400 - v * 40, 18, p.body)
  s += bucket(620, 370 - v * 40, 70, p, 0)
  s += rect(225, 370, 30, 60, p.trim, 3) + line(230, 430, 215, 468, INK, 8)
  s += arm(240, 360, 150, 230 + v * 30, 24, p.body)
  s += arm(150, 230 + v * 30, 100, 380 + v * 30, 16, p.body)
  s += cylinder(250, 335, 180, 250 + v * 30, p.body)
  s += `<g transform="translate(112,${390 + v * 30}) scale(-1,1)">${bucket(0, 0, 48, p, 20)}</g>`
  return s
}

export function dozerBody(p: Palette, v: number, loader: boolean): string {
  let s = shadow(380, 420)
  s += track(195, 405, 330, 62)
  s += poly(
    [
      [290, 405],
      [290, 345],
      [520, 345],
      [530, 405],
    ],
    p.body,
  )
  s += rect(280, 330, 40, 20, p.dark, 3) + stack(470, 346, 34)
  s += `<g stroke="${INK}" stroke-width="2">${[310, 340, 370, 400, 430].map((x) => `<line x1="${x}" y1="355" x2="${x}" y2="395"/>`).join('')}</g>`
  s += cab(200, 255, 100, 92, p, 0.06) + rect(195, 345, 110, 60, p.body, 4)
  if (loader) {
    s += arm(470, 360, 590, 400 - v * 60, 22, p.body)
    s += bucket(570, 360 - v * 60, 80, p, 0)
  } else {
    const bladeY = v === 0 ? 0 : -35
    s += arm(430, 420, 560, 420 + bladeY, 14, p.dark)
    s += cylinder(470, 350, 555, 370 + bladeY, p.body)
    s += `<path d="M560,${318 + bladeY} Q600,${390 + bladeY} 575,${468 + bladeY} L590,${468 + bladeY} Q618,${390 + bladeY} 578,${318 + bladeY} Z" fill="${p.dark}" stroke="${INK}" stroke-width="3"/>`
    // Rear ripper.
    s += arm(200, 395, 150, 410, 12, p.dark) + line(150, 410, 140, 468, INK, 9)
  }
  return s
}
export const bulldozer: Drawing = (p, v) => dozerBody(p, v, false)
export const crawlerLoader: Drawing = (p, v) => dozerBody(p, v, true)

export const motorGrader: Drawing = (p, v) => {
  let s = shadow(420, 520)
  s += rect(160, 350, 150, 65, p.body, 6) + stack(200, 352, 30)
  s += cab(290, 245, 95, 110, p, 0.04) + rect(285, 350, 110, 40, p.body, 4)
  s += arm(380, 345, 650, 360, 22, p.body)
  s += rect(640, 330, 30, 40, p.dark, 4)
  s += wheel(215, 428, 40) + wheel(305, 428, 40) + wheel(650, 428, 40)
  // Moldboard under the frame.
  const y = v === 0 ? 0 : -12
  s += line(470, 360, 470, 410 + y, INK, 6) + line(540, 360, 540, 410 + y, INK, 6)
  s += `<path d="M430,${405 + y} Q505,${440 + y} 580,${405 + y} L580,${430 + y} Q505,${462 + y} 430,${430 + y} Z" fill="${p.dark}" stroke="${INK}" stroke-width="3"/>`
  return s
}

export const scraper: Drawing = (p, v) => {
  let s = shadow(400, 520)
  s += poly(
    [
      [170, 330],
      [450, 330],
      [470, 440],
      [200, 440],
    ],
    p.body,
  )
  s += line(200, 360, 450, 360, INK, 2)
  s += rect(140, 330, 45, 90, p.dark, 8) + stack(160, 330, 22)
  s += wheel(225, 425, 46)
  s += arm(450, 340, 560, 300, 26, p.body)
  s += rect(540, 320, 110, 90, p.body, 6) + stack(600, 320, 24)
  s += cab(545, 240, 80, 82, p, 0.05)
  s += wheel(595, 425, 46)
  s += line(450, 440 + v * 6, 470, 462, INK, 8)
  return s
}

export const articulatedTruck: Drawing = (p, v) => {
  const tilt = v === 0 ? 0 : 14
  let s = shadow(400, 500)
  s += rect(180, 395, 300, 28, p.trim, 3)
  s += `<g transform="rotate(${-tilt} 190 390)">${poly(
    [
      [175, 290],
      [470, 300],
      [470, 392],
      [195, 392],
    ],
    p.body,
  )}${line(200, 320, 460, 325, INK, 2)}</g>`
  s += wheel(250, 428, 40) + wheel(360, 428, 40)
  s += arm(470, 400, 520, 400, 14, p.trim)
  s += rect(510, 330, 130, 90, p.body, 6)
  s += cab(520, 250, 90, 85, p, 0.05) + stack(630, 330, 26)
  s += wheel(585, 428, 40)
  return s
}

export const trencher: Drawing = (p, v) => {
  let s = shadow(420, 360)
  s += track(320, 418, 240, 50)
  s += rect(330, 340, 220, 80, p.body, 6) + stack(380, 342, 30)
  s += rect(480, 280, 60, 60, p.trim, 3) + rect(488, 288, 44, 44, p.glass, 2, 2)
  s += `<g transform="rotate(${v === 0 ? 38 : 28} 330 380)">${rect(150, 365, 185, 30, '#4a4f55', 14)}${Array.from({ length: 9 }, (_, i) => line(160 + i * 20, 362, 160 + i * 20, 398, '#8d949c', 3)).join('')}</g>`
  s += rect(560, 420, 40, 40, p.dark, 3)
  return s
}
