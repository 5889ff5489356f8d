import type { Drawing } from './machines-earthmoving'
import { excavatorBody } from './machines-earthmoving'
import { arm, cab, circle, INK, line, poly, rect, shadow, stack, wheel } from './svg-kit'

export { excavatorBody }

export const haulTruck: Drawing = (p, v) => {
  const tilt = v === 0 ? 0 : 12
  let s = shadow(400, 560)
  s += rect(180, 340, 460, 40, p.trim, 4)
  s += `<g transform="rotate(${-tilt} 170 340)">${poly(
    [
      [150, 230],
      [560, 230],
      [600, 300],
      [590, 345],
      [180, 345],
    ],
    p.body,
  )}${line(170, 260, 560, 260, INK, 2)}</g>`
  s += rect(560, 300, 100, 75, p.dark, 6)
  s += cab(575, 245, 70, 58, p, 0.05)
  for (let y = 310; y < 370; y += 14) s += line(650, y, 670, y, INK, 2)
  s += wheel(255, 400, 70) + wheel(560, 400, 70)
  return s
}

export const tractor: Drawing = (p, v) => {
  let s = shadow(420, 420)
  s += poly(
    [
      [360, 330],
      [610, 340],
      [615, 410],
      [360, 410],
    ],
    p.body,
  )
  for (let x = 540; x < 600; x += 12) s += line(x, 350, x, 400, INK, 2)
  s += stack(480, 332, 40)
  s += cab(230, 210, 150, 150, p, 0.04)
  s += rect(205, 350, 200, 50, p.dark, 6)
  s += wheel(290, 395, 76, p.trim) + wheel(555, 425, 46, p.trim)
  if (v === 1) s += arm(560, 350, 660, 420, 14, p.body) + rect(650, 380, 40, 70, p.dark, 4)
  return s
}

export const combine: Drawing = (p, v) => {
  let s = shadow(400, 560)
  s += rect(200, 250, 330, 170, p.body, 10)
  s += rect(230, 210, 220, 45, p.dark, 6)
  s += cab(470, 200, 100, 100, p, 0.03)
  s += rect(520, 330, 70, 70, p.dark, 4)
  s += rect(590, 350, 110, 80, p.dark, 4)
  for (let i = 0; i < 6; i++) s += line(600 + i * 16, 360, 600 + i * 16, 425, '#e9c46a', 3)
  s += circle(645, 345, 32, 'none', 3)
  s += arm(230, 230, v === 0 ? 140 : 120, v === 0 ? 300 : 200, 14, p.body)
  s += wheel(460, 410, 64, p.trim) + wheel(250, 435, 36, p.trim)
  return s
}

export const baler: Drawing = (p, v) => {
  let s = shadow(400, 360)
  s += rect(250, 280, 220, 150, p.body, 14)
  s += circle(360, 355, 62, p.dark) + circle(360, 355, 8, '#9aa1a8', 2)
  s += rect(430, 395, 80, 30, p.trim, 4)
  s += arm(470, 300, 620, 410, 10, p.trim)
  s += wheel(330, 440, 30) + wheel(400, 440, 30)
  if (v === 1)
    s +=
      circle(170, 420, 50, '#e2c26b') +
      `<path d="M130,400 Q170,380 210,400" fill="none" stroke="#b08a3e" stroke-width="3"/>`
  return s
}

export const fellerBuncher: Drawing = (p, v) =>
  excavatorBody(p, v, { tool: 'felling-head', riser: 30 })

export const skidder: Drawing = (p, v) => {
  let s = shadow(400, 520)
  s += rect(380, 340, 200, 80, p.body, 6) + stack(540, 342, 32)
  s += rect(230, 360, 150, 60, p.body, 6)
  s += cab(300, 250, 90, 100, p, 0.04)
  s += wheel(270, 420, 48) + wheel(520, 420, 48)
  s += poly(
    [
      [580, 380],
      [620, 360],
      [630, 460],
      [590, 460],
    ],
    p.dark,
  )
  s += arm(240, 360, 150, v === 0 ? 290 : 330, 16, p.body)
  s +=
    line(150, v === 0 ? 290 : 330, 130, 420, INK, 6) +
    line(150, v === 0 ? 290 : 330, 175, 420, INK, 6)
  return s
}
