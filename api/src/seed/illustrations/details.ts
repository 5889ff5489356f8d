import { circle, INK, line, poly, rect, strokeText, track, wheel } from './svg-kit'
import { composeDetail } from './scenes'

/** Close-up pictures shared by all categories: operator station, engine bay, gauges, wear parts. */
export const cabInterior = (v: number): string => {
  let s = `<rect x="0" y="0" width="800" height="600" fill="#2d3238"/>`
  s += poly(
    [
      [60, 40],
      [740, 40],
      [700, 330],
      [100, 330],
    ],
    v === 0 ? '#9fd3e6' : '#f5c28a',
  )
  s += `<path d="M100,300 Q400,250 700,300 L700,330 L100,330 Z" fill="${v === 0 ? '#8fbf7a' : '#a07a52'}"/>`
  s += rect(80, 330, 640, 40, '#3d434a', 4)
  s += rect(300, 380, 200, 160, '#1f2226', 24) + rect(320, 300, 160, 100, '#1f2226', 20)
  s +=
    rect(160, 400, 80, 60, '#44494f', 8) +
    line(200, 400, 200, 340, INK, 14) +
    circle(200, 335, 16, '#111')
  s +=
    rect(560, 400, 80, 60, '#44494f', 8) +
    line(600, 400, 600, 340, INK, 14) +
    circle(600, 335, 16, '#111')
  s += rect(560, 200, 130, 90, '#111418', 8) + rect(570, 210, 110, 70, '#2f7fb0', 4, 2)
  return composeDetail(s, '#2d3238')
}

export const engineBay = (v: number): string => {
  let s = rect(150, 180, 460, 300, '#5d636a', 20)
  for (let i = 0; i < 6; i++) s += rect(180 + i * 70, 140, 55, 60, '#7a828a', 6)
  s += circle(640, 330, 70, '#3a3f45') + circle(640, 330, 30, '#8d949c')
  s += `<path d="M640,260 Q720,330 640,400" fill="none" stroke="${INK}" stroke-width="10"/>`
  s +=
    rect(200, 480, 120, 60, v === 0 ? '#d94f2b' : '#2f6fb0', 8) +
    rect(360, 480, 80, 70, '#e1b12c', 8)
  s += rect(90, 250, 60, 140, '#4a4f55', 10)
  return composeDetail(s, v === 0 ? '#c9ced3' : '#b8bec4')
}

export const gauges = (): string => {
  let s = rect(80, 120, 640, 360, '#1b1e22', 30)
  for (const [cx, label] of [
    [230, 'RPM'],
    [570, 'MPH'],
  ] as const) {
    s += circle(cx, 280, 110, '#0e1013')
    for (let i = 0; i <= 10; i++) {
      const a = Math.PI * (0.8 + (1.4 * i) / 10)
      s += line(
        cx + Math.cos(a) * 90,
        280 + Math.sin(a) * 90,
        cx + Math.cos(a) * 104,
        280 + Math.sin(a) * 104,
        '#e9edf0',
        3,
      )
    }
    s += line(cx, 280, cx + 70, 240, '#e4572e', 5) + circle(cx, 280, 10, '#e9edf0', 2)
    s += strokeText(label, cx - 27, 330, 18, '#e9edf0').svg
  }
  s += rect(310, 370, 180, 60, '#0b2a18', 6) + strokeText('HRS', 330, 392, 18, '#7dff9b').svg
  for (let i = 0; i < 5; i++) s += line(400 + i * 16, 401, 410 + i * 16, 401, '#7dff9b', 3)
  return composeDetail(s, '#343a40')
}

export const undercarriage = (): string =>
  composeDetail(
    `<g transform="translate(-340,-690) scale(2.2)">${track(190, 420, 420, 80)}</g>`,
    '#8a7a66',
  )

export const tire = (): string => composeDetail(wheel(400, 330, 240), '#9a8f80')

/** Every close-up: [key, svg, alt en, alt es]. */
export const DETAILS: Array<[string, () => string, string, string]> = [
  ['cab-interior-1', () => cabInterior(0), 'operator station', 'puesto del operador'],
  ['cab-interior-2', () => cabInterior(1), 'operator station', 'puesto del operador'],
  ['engine-bay-1', () => engineBay(0), 'engine compartment', 'compartimiento del motor'],
  ['engine-bay-2', () => engineBay(1), 'engine compartment', 'compartimiento del motor'],
  ['gauges', gauges, 'gauges and hour meter', 'instrumentos y horómetro'],
  ['undercarriage', undercarriage, 'undercarriage close-up', 'detalle del tren de rodaje'],
  ['tire', tire, 'tire close-up', 'detalle de la llanta'],
]
