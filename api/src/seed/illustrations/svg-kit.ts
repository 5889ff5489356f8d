/**
 * A tiny flat-illustration kit: palettes, outlined primitives (wheels, tracks, cabs, arms,
 * cylinders) and a stroke font, so drawings need no system fonts and render identically anywhere.
 * Machines are drawn facing right on an 800 x 600 canvas with the ground at GROUND_Y.
 */
export const W = 800
export const H = 600
export const GROUND_Y = 470
export const INK = '#1f2328'

export interface Palette {
  key: string
  body: string
  dark: string
  trim: string
  glass: string
  metal: string
}

export const PALETTES: Record<string, Palette> = {
  yellow: {
    key: 'yellow',
    body: '#f2b705',
    dark: '#c08f00',
    trim: '#2b2d30',
    glass: '#9fd3e6',
    metal: '#8d949c',
  },
  orange: {
    key: 'orange',
    body: '#f07f13',
    dark: '#c2610a',
    trim: '#2b2d30',
    glass: '#a5d8ea',
    metal: '#8d949c',
  },
  green: {
    key: 'green',
    body: '#367c2b',
    dark: '#25561d',
    trim: '#f4c300',
    glass: '#b5e0ee',
    metal: '#9aa1a8',
  },
  red: {
    key: 'red',
    body: '#c8262c',
    dark: '#8f1a1f',
    trim: '#2b2d30',
    glass: '#a8d5e8',
    metal: '#9aa1a8',
  },
  blue: {
    key: 'blue',
    body: '#1f5fa8',
    dark: '#154276',
    trim: '#e9edf0',
    glass: '#b7def0',
    metal: '#9aa1a8',
  },
  white: {
    key: 'white',
    body: '#eef1f4',
    dark: '#c4cad1',
    trim: '#2b2d30',
    glass: '#8ec9e2',
    metal: '#8d949c',
  },
  grey: {
    key: 'grey',
    body: '#6b737c',
    dark: '#4a5158',
    trim: '#2b2d30',
    glass: '#a5d1e4',
    metal: '#b1b7bd',
  },
}

const n = (v: number) => Math.round(v * 10) / 10

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 3, sw = 3) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${rx}" fill="${fill}" stroke="${INK}" stroke-width="${sw}" stroke-linejoin="round"/>`

export const poly = (pts: Array<[number, number]>, fill: string, sw = 3) =>
  `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}" stroke="${INK}" stroke-width="${sw}" stroke-linejoin="round"/>`

export const line = (x1: number, y1: number, x2: number, y2: number, color = INK, width = 3) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`

export const circle = (cx: number, cy: number, r: number, fill: string, sw = 3) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" stroke="${INK}" stroke-width="${sw}"/>`

export const path = (d: string, fill: string, sw = 3) =>
  `<path d="${d}" fill="${fill}" stroke="${INK}" stroke-width="${sw}" stroke-linejoin="round" stroke-linecap="round"/>`

/** A thick outlined bar from one point to another (booms, arms, links). */
export function arm(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  width: number,
  fill: string,
): string {
  return (
    line(x1, y1, x2, y2, INK, width + 6) +
    line(x1, y1, x2, y2, fill, width) +
    circle(x1, y1, width / 4, '#555b61', 2) +
    circle(x2, y2, width / 4, '#555b61', 2)
  )
}

/** A hydraulic cylinder: a barrel in the body colour and a chrome rod. */
export function cylinder(x1: number, y1: number, x2: number, y2: number, fill: string): string {
  const mx = x1 + (x2 - x1) * 0.58
  const my = y1 + (y2 - y1) * 0.58
  return (
    line(x1, y1, x2, y2, INK, 9) +
    line(mx, my, x2, y2, '#d9dde1', 5) +
    line(x1, y1, mx, my, INK, 14) +
    line(x1, y1, mx, my, fill, 9)
  )
}

export function wheel(cx: number, cy: number, r: number, rim = '#8d949c'): string {
  const lugs = Array.from({ length: 6 }, (_, i) => {
    const a = (i * Math.PI) / 3
    return `<circle cx="${n(cx + Math.cos(a) * r * 0.3)}" cy="${n(cy + Math.sin(a) * r * 0.3)}" r="${n(r * 0.05)}" fill="${INK}"/>`
  }).join('')
  const treads = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8
    return line(
      cx + Math.cos(a) * r * 0.86,
      cy + Math.sin(a) * r * 0.86,
      cx + Math.cos(a) * r,
      cy + Math.sin(a) * r,
      '#4a4f55',
      2,
    )
  }).join('')
  return (
    circle(cx, cy, r, '#2a2d31') +
    treads +
    circle(cx, cy, r * 0.55, rim) +
    circle(cx, cy, r * 0.18, '#5d636a', 2) +
    lugs
  )
}

/** A crawler track seen from the side, with sprocket, idler and rollers. */
export function track(x: number, y: number, w: number, h: number): string {
  const r = h / 2
  const rollers = Math.max(3, Math.round(w / 55))
  let s = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="#2a2d31" stroke="${INK}" stroke-width="3"/>`
  const shoes = Math.round(w / 14)
  for (let i = 0; i <= shoes; i++)
    s += line(
      x + r * 0.6 + ((w - r * 1.2) * i) / shoes,
      y + h - 2,
      x + r * 0.6 + ((w - r * 1.2) * i) / shoes,
      y + h + 4,
      INK,
      3,
    )
  s += rect(x + r * 0.6, y + h * 0.22, w - r * 1.2, h * 0.56, '#4a4f55', 4, 2)
  s += circle(x + r, y + r, r * 0.72, '#5d636a') + circle(x + w - r, y + r, r * 0.72, '#5d636a')
  s +=
    circle(x + w - r, y + r, r * 0.25, '#8d949c', 2) + circle(x + r, y + r, r * 0.25, '#8d949c', 2)
  for (let i = 1; i < rollers; i++)
    s += circle(x + r + ((w - 2 * r) * i) / rollers, y + h * 0.72, h * 0.13, '#8d949c', 2)
  return s
}

/** An operator cab with a glazed window. */
export function cab(x: number, y: number, w: number, h: number, p: Palette, slant = 0.12): string {
  return (
    poly(
      [
        [x, y + h],
        [x, y],
        [x + w * (1 - slant), y],
        [x + w, y + h],
      ],
      p.body,
    ) +
    poly(
      [
        [x + w * 0.1, y + h * 0.12],
        [x + w * (0.92 - slant), y + h * 0.12],
        [x + w * 0.92, y + h * 0.62],
        [x + w * 0.1, y + h * 0.62],
      ],
      p.glass,
      2,
    ) +
    line(x + w * 0.5, y + h * 0.12, x + w * 0.52, y + h * 0.62, INK, 2) +
    rect(x - 4, y - 6, w * (1 - slant) + 8, 8, p.trim, 2, 2)
  )
}

/** A simple exhaust stack. */
export const stack = (x: number, y: number, h: number) => rect(x, y - h, 8, h, '#3a3f45', 2, 2)

/** A bucket in side view, opening to the right; (x, y) is the hinge. */
export function bucket(x: number, y: number, size: number, p: Palette, angle = 0): string {
  const s = size
  const pts: Array<[number, number]> = [
    [0, 0],
    [s * 0.9, -s * 0.2],
    [s * 1.05, s * 0.55],
    [s * 0.55, s * 0.95],
    [s * 0.05, s * 0.7],
  ]
  const teeth = [0.2, 0.5, 0.8].map((t) => {
    const tx = s * 0.55 + (s * 1.05 - s * 0.55) * t
    const ty = s * 0.95 + (s * 0.55 - s * 0.95) * t
    return `<polygon points="${n(tx)},${n(ty)} ${n(tx + s * 0.14)},${n(ty + s * 0.02)} ${n(tx + s * 0.04)},${n(ty - s * 0.1)}" fill="#8d949c" stroke="${INK}" stroke-width="2"/>`
  })
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${angle})">${poly(pts, p.dark)}${teeth.join('')}</g>`
}

export const shadow = (cx: number, w: number) =>
  `<ellipse cx="${n(cx)}" cy="${GROUND_Y + 6}" rx="${n(w / 2)}" ry="12" fill="#000" opacity="0.18"/>`

/* ---------- stroke font (4 x 6 grid, y down) ---------- */
const GLYPHS: Record<string, string> = {
  A: 'M0,6 L0,2 L2,0 L4,2 L4,6 M0,4 L4,4',
  C: 'M4,1 L3,0 L1,0 L0,1 L0,5 L1,6 L3,6 L4,5',
  D: 'M0,0 L3,0 L4,1 L4,5 L3,6 L0,6 Z',
  E: 'M4,0 L0,0 L0,6 L4,6 M0,3 L3,3',
  H: 'M0,0 L0,6 M4,0 L4,6 M0,3 L4,3',
  I: 'M2,0 L2,6 M1,0 L3,0 M1,6 L3,6',
  L: 'M0,0 L0,6 L4,6',
  M: 'M0,6 L0,0 L2,3 L4,0 L4,6',
  N: 'M0,6 L0,0 L4,6 L4,0',
  O: 'M1,0 L3,0 L4,1 L4,5 L3,6 L1,6 L0,5 L0,1 Z',
  Ó: 'M1,0 L3,0 L4,1 L4,5 L3,6 L1,6 L0,5 L0,1 Z M1.6,-1 L2.8,-2.2',
  P: 'M0,6 L0,0 L3,0 L4,1 L4,2 L3,3 L0,3',
  R: 'M0,6 L0,0 L3,0 L4,1 L4,2 L3,3 L0,3 M2,3 L4,6',
  S: 'M4,1 L3,0 L1,0 L0,1 L0,2 L1,3 L3,3 L4,4 L4,5 L3,6 L1,6 L0,5',
  T: 'M0,0 L4,0 M2,0 L2,6',
  U: 'M0,0 L0,5 L1,6 L3,6 L4,5 L4,0',
  Y: 'M0,0 L2,3 L4,0 M2,3 L2,6',
  '0': 'M1,0 L3,0 L4,1 L4,5 L3,6 L1,6 L0,5 L0,1 Z M4,1 L0,5',
  '1': 'M1,1 L2,0 L2,6 M1,6 L3,6',
  '2': 'M0,1 L1,0 L3,0 L4,1 L4,2 L0,6 L4,6',
  '3': 'M0,0 L4,0 L2,2.5 L3,2.5 L4,3.5 L4,5 L3,6 L1,6 L0,5',
  '4': 'M3,6 L3,0 L0,4 L4,4',
  '5': 'M4,0 L0,0 L0,3 L3,3 L4,4 L4,5 L3,6 L0,6',
  '6': 'M3,0 L1,0 L0,1 L0,5 L1,6 L3,6 L4,5 L4,4 L3,3 L0,3',
  '7': 'M0,0 L4,0 L1.5,6',
  '8': 'M1,0 L3,0 L4,1 L4,2 L3,3 L1,3 L0,4 L0,5 L1,6 L3,6 L4,5 L4,4 L3,3 M1,3 L0,2 L0,1 L1,0',
  '9': 'M4,3 L1,3 L0,2 L0,1 L1,0 L3,0 L4,1 L4,5 L3,6 L1,6',
  '·': 'M1.7,3 L2.3,3',
  ' ': '',
}

function glyphPath(ch: string, ox: number, oy: number, scale: number): string {
  const d = GLYPHS[ch] ?? ''
  return d.replace(
    /(-?[\d.]+),(-?[\d.]+)/g,
    (_, x, y) => `${n(ox + Number(x) * scale)},${n(oy + Number(y) * scale)}`,
  )
}

/** Text in the stroke font; `size` is the cap height. Returns the path and its width. */
export function strokeText(
  text: string,
  x: number,
  y: number,
  size: number,
  color: string,
): { svg: string; width: number } {
  const scale = size / 6
  const advance = 5.6 * scale
  let d = ''
  let cx = x
  for (const ch of text.toUpperCase()) {
    d += glyphPath(ch, cx, y, scale) + ' '
    cx += ch === ' ' ? advance * 0.7 : advance
  }
  const width = cx - x - (advance - 4 * scale)
  return {
    svg: `<path d="${d.trim()}" fill="none" stroke="${color}" stroke-width="${n(Math.max(1.2, scale * 0.75))}" stroke-linecap="round" stroke-linejoin="round"/>`,
    width,
  }
}

/** The corner label every generated picture carries. */
export function illustrationLabel(): string {
  const t = strokeText('ILLUSTRATION · ILUSTRACIÓN', 28, 30, 20, '#ffffff')
  return `<g><rect x="14" y="14" width="${n(t.width + 28)}" height="52" rx="10" fill="#111418" opacity="0.78"/>${t.svg}</g>`
}
