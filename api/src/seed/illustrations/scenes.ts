import { GROUND_Y, H, illustrationLabel, W } from './svg-kit'

/** Backgrounds: the same machine on a clear day, at dusk, under clouds, or in a gravel yard. */
export const BACKDROPS = ['day', 'dusk', 'overcast', 'yard'] as const
export type Backdrop = (typeof BACKDROPS)[number]

const SKY: Record<Backdrop, [string, string]> = {
  day: ['#6fb3ea', '#d8eefc'],
  dusk: ['#f08a5d', '#fbd38d'],
  overcast: ['#9aa6b2', '#dde3e8'],
  yard: ['#8cc4ec', '#eef7fd'],
}
const GROUND: Record<Backdrop, [string, string]> = {
  day: ['#b8925a', '#8f6f41'],
  dusk: ['#9c7650', '#6f5336'],
  overcast: ['#a39a8a', '#7d7568'],
  yard: ['#c9c3b6', '#a8a193'],
}

function hills(color: string, y: number, amp: number, phase: number): string {
  let d = `M0,${y}`
  for (let x = 0; x <= W; x += 40) {
    d += ` L${x},${Math.round(y - amp * (0.5 + 0.5 * Math.sin((x + phase) / 90)) - amp * 0.4 * Math.sin((x + phase) / 37))}`
  }
  return `<path d="${d} L${W},${GROUND_Y} L0,${GROUND_Y} Z" fill="${color}"/>`
}

function extras(kind: Backdrop): string {
  switch (kind) {
    case 'day':
      return (
        `<circle cx="680" cy="90" r="34" fill="#fff6c4"/>` +
        `<g fill="#ffffff" opacity="0.9"><ellipse cx="180" cy="110" rx="60" ry="18"/><ellipse cx="220" cy="98" rx="40" ry="20"/><ellipse cx="520" cy="70" rx="50" ry="14"/></g>` +
        hills('#9cc58a', GROUND_Y - 30, 50, 0) +
        hills('#7fae6e', GROUND_Y - 10, 30, 140)
      )
    case 'dusk':
      return (
        `<circle cx="140" cy="${GROUND_Y - 80}" r="46" fill="#ffe0a3" opacity="0.9"/>` +
        hills('#8a5a6e', GROUND_Y - 40, 60, 60) +
        hills('#6b4459', GROUND_Y - 12, 30, 220)
      )
    case 'overcast':
      return (
        `<g fill="#c4ccd4"><ellipse cx="150" cy="90" rx="120" ry="34"/><ellipse cx="420" cy="70" rx="150" ry="36"/><ellipse cx="690" cy="100" rx="130" ry="30"/></g>` +
        hills('#93a18f', GROUND_Y - 20, 40, 300)
      )
    case 'yard':
      return (
        // A chain-link fence and gravel stockpiles at the back of a dealer's yard.
        `<path d="M40,${GROUND_Y - 20} Q120,${GROUND_Y - 120} 210,${GROUND_Y - 20} Z" fill="#a59d8f"/>` +
        `<path d="M600,${GROUND_Y - 20} Q690,${GROUND_Y - 100} 790,${GROUND_Y - 20} Z" fill="#b0a898"/>` +
        `<g stroke="#7c848c" stroke-width="3">${Array.from({ length: 11 }, (_, i) => `<line x1="${i * 80}" y1="${GROUND_Y - 75}" x2="${i * 80}" y2="${GROUND_Y - 10}"/>`).join('')}<line x1="0" y1="${GROUND_Y - 75}" x2="${W}" y2="${GROUND_Y - 75}"/></g>` +
        `<rect x="0" y="${GROUND_Y - 75}" width="${W}" height="65" fill="url(#fence)" opacity="0.5"/>`
      )
  }
}

/** A full picture: backdrop, the machine (mirrored when facing left), its shadow, the label. */
export function composeScene(
  machine: string,
  opts: { backdrop: Backdrop; facing: 'right' | 'left'; width?: number; height?: number },
): string {
  const [skyTop, skyBottom] = SKY[opts.backdrop]
  const [g1, g2] = GROUND[opts.backdrop]
  const flip = opts.facing === 'left' ? ` transform="translate(${W},0) scale(-1,1)"` : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${opts.width ?? W * 2}" height="${opts.height ?? H * 2}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>` +
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${g1}"/><stop offset="1" stop-color="${g2}"/></linearGradient>` +
    `<pattern id="fence" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M0,0 L12,12 M12,0 L0,12" stroke="#8a9299" stroke-width="1"/></pattern></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    extras(opts.backdrop) +
    `<rect y="${GROUND_Y}" width="${W}" height="${H - GROUND_Y}" fill="url(#ground)"/>` +
    `<g${flip}>${machine}</g>` +
    illustrationLabel() +
    `</svg>`
  )
}

/** A close-up picture (cab, engine bay, gauges): a plain studio backdrop and the label. */
export function composeDetail(content: string, background: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W * 2}" height="${H * 2}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${H}" fill="${background}"/>` +
    content +
    illustrationLabel() +
    `</svg>`
  )
}
