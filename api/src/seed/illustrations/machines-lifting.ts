import type { Drawing } from './machines-earthmoving'
import {
  arm,
  cab,
  circle,
  cylinder,
  INK,
  line,
  poly,
  rect,
  shadow,
  stack,
  track,
  wheel,
} from './svg-kit'

export const compactor: Drawing = (p, v) => {
  let s = shadow(400, 440)
  s += rect(200, 350, 230, 75, p.body, 8) + stack(250, 352, 28)
  s += wheel(270, 425, 46)
  s += rect(430, 360, 60, 30, p.trim, 3)
  s += poly(
    [
      [470, 320],
      [600, 320],
      [620, 420],
      [480, 420],
    ],
    p.body,
  )
  s +=
    `<circle cx="560" cy="412" r="58" fill="#9aa1a8" stroke="${INK}" stroke-width="3"/>` +
    circle(560, 412, 20, '#6b737c', 2)
  if (v === 0)
    s +=
      rect(320, 245, 100, 12, p.trim, 3) +
      line(330, 255, 330, 350, INK, 5) +
      line(410, 255, 410, 350, INK, 5)
  else s += cab(320, 255, 100, 95, p, 0.04)
  return s
}

export const paver: Drawing = (p, v) => {
  let s = shadow(400, 460)
  s += track(270, 415, 260, 52)
  s += rect(270, 340, 240, 80, p.body, 6) + stack(360, 342, 24)
  s += poly(
    [
      [510, 330],
      [620, 300],
      [620, 420],
      [510, 420],
    ],
    p.dark,
  )
  s += rect(170, 395, 100, 40, '#4a4f55', 3) + rect(175, 435, 95, 20, '#8d949c', 2, 2)
  s +=
    rect(290, 240, 130, 10, p.trim, 3) +
    line(300, 250, 300, 340, INK, 4) +
    line(410, 250, 410, 340, INK, 4)
  s += rect(320, 300, 40, 40, '#4a4f55', 4)
  if (v === 1) s += `<rect x="160" y="455" width="120" height="15" fill="#2e2e2e"/>`
  return s
}

export const coldPlaner: Drawing = (p, v) => {
  let s = shadow(380, 520)
  s += track(180, 420, 120, 48) + track(440, 420, 120, 48)
  s += rect(170, 320, 400, 100, p.body, 6) + stack(250, 322, 26)
  s += rect(300, 420, 140, 40, p.dark, 4)
  s +=
    rect(240, 245, 120, 12, p.trim, 3) +
    line(250, 257, 250, 320, INK, 4) +
    line(350, 257, 350, 320, INK, 4)
  const end = v === 0 ? [720, 250] : [710, 300]
  s += `<g>${line(560, 380, end[0], end[1], INK, 30)}${line(560, 380, end[0], end[1], p.dark, 24)}</g>`
  return s
}

export const roadReclaimer: Drawing = (p) => {
  let s = shadow(400, 520)
  s += rect(170, 330, 460, 90, p.body, 8) + stack(220, 332, 26)
  s += rect(330, 400, 150, 60, p.dark, 6) + circle(405, 440, 24, '#8d949c')
  s += cab(470, 240, 110, 92, p, 0.04)
  s += wheel(240, 428, 42) + wheel(580, 428, 42)
  return s
}

export const telehandler: Drawing = (p, v) => {
  const up = v === 0 ? 0 : 1
  let s = shadow(400, 460)
  s += rect(190, 380, 380, 45, p.body, 6)
  s += cab(330, 290, 80, 92, p, 0.06)
  s += wheel(250, 430, 40) + wheel(510, 430, 40)
  const [ex, ey] = up ? [560, 150] : [640, 300]
  s += arm(210, 370, ex, ey, 30, p.body) + cylinder(300, 385, 400, 320 - up * 60, p.body)
  s += rect(ex - 6, ey - 30, 16, 60, p.trim, 2) + line(ex + 8, ey + 28, ex + 70, ey + 28, INK, 7)
  return s
}

export const forklift: Drawing = (p, v) => {
  const lift = v === 0 ? 0 : -110
  let s = shadow(400, 340)
  s += rect(240, 360, 250, 70, p.body, 8) + rect(230, 340, 60, 90, p.dark, 12)
  s +=
    rect(300, 240, 150, 10, p.trim, 3) +
    line(305, 250, 305, 360, INK, 6) +
    line(445, 250, 445, 360, INK, 6)
  s += rect(350, 320, 34, 40, '#4a4f55', 3)
  s += wheel(300, 438, 32) + wheel(450, 438, 32)
  s += rect(500, 200, 16, 260, '#6b737c', 2) + rect(520, 220, 10, 240, '#6b737c', 2)
  s += rect(525, 400 + lift, 14, 55, p.trim, 2) + line(532, 455 + lift, 630, 455 + lift, INK, 8)
  if (v === 1) s += rect(545, 300, 85, 42, '#c79a63', 2) + line(545, 320, 630, 320, INK, 2)
  return s
}

export const lift: Drawing = (p, v) => {
  let s = shadow(400, 300)
  if (v === 0) {
    // Articulating boom lift.
    s += rect(280, 395, 240, 40, p.body, 6) + wheel(315, 440, 28) + wheel(485, 440, 28)
    s += rect(330, 360, 110, 40, p.dark, 6)
    s += arm(360, 370, 300, 250, 18, p.body) + arm(300, 250, 560, 140, 16, p.body)
    s +=
      rect(555, 100, 70, 44, p.body, 4) +
      line(560, 100, 560, 70, INK, 4) +
      line(620, 100, 620, 70, INK, 4) +
      line(560, 70, 620, 70, INK, 4)
  } else {
    // Scissor lift.
    s += rect(270, 400, 260, 35, p.body, 6) + wheel(305, 442, 24) + wheel(495, 442, 24)
    for (let i = 0; i < 4; i++) {
      const y = 400 - i * 50
      s += line(290, y, 510, y - 50, INK, 9) + line(290, y - 50, 510, y, INK, 9)
      s += line(290, y, 510, y - 50, '#6b737c', 5) + line(290, y - 50, 510, y, '#6b737c', 5)
    }
    s += rect(260, 190, 280, 14, p.body, 3)
    s +=
      line(270, 190, 270, 150, INK, 4) +
      line(530, 190, 530, 150, INK, 4) +
      line(270, 150, 530, 150, INK, 4)
  }
  return s
}

export const crane: Drawing = (p, v) => {
  let s = shadow(400, 560)
  s += rect(130, 385, 540, 45, p.body, 6)
  s += cab(590, 320, 70, 68, p, 0.1)
  for (const x of [180, 250, 470, 540]) s += wheel(x, 435, 32)
  s += rect(330, 330, 140, 58, p.dark, 6) + cab(440, 280, 50, 55, p, 0.05)
  const angle = v === 0 ? 38 : 62
  const len = 430
  const rad = (angle * Math.PI) / 180
  const [bx, by] = [360, 345]
  const [tx, ty] = [bx + Math.cos(rad) * len, by - Math.sin(rad) * len]
  s +=
    arm(bx, by, tx, ty, 26, p.body) +
    line(bx + 60, by - 30, bx + 160 * Math.cos(rad), by - 160 * Math.sin(rad), '#d9dde1', 6)
  s += line(tx, ty, tx, ty + 140, INK, 2) + rect(tx - 10, ty + 140, 20, 24, p.trim, 3)
  return s
}

export const drill: Drawing = (p, v) => {
  // Horizontal directional drill: a tracked carrier with a drill frame inclined into the ground.
  const rise = v === 0 ? 95 : 120
  let s = shadow(400, 520)
  s += track(220, 420, 340, 48)
  s += rect(230, 385, 320, 38, p.body, 4) + stack(500, 387, 26)
  s += poly(
    [
      [150, 462],
      [600, 420 - rise],
      [612, 440 - rise],
      [160, 474],
    ],
    p.dark,
  )
  s += line(170, 462, 590, 428 - rise, '#d9dde1', 6)
  s += rect(420, 430 - rise * 0.7 - 40, 70, 34, p.body, 3)
  s += rect(250, 300, 70, 80, p.trim, 3) + rect(258, 308, 54, 50, p.glass, 2, 2)
  return s
}

export const crusher: Drawing = (p, v) => {
  let s = shadow(400, 560)
  s += track(260, 425, 280, 44)
  s += rect(230, 350, 360, 75, p.body, 6) + stack(470, 352, 26)
  s += poly(
    [
      [520, 280],
      [650, 250],
      [650, 300],
      [560, 350],
    ],
    p.dark,
  )
  s += rect(400, 300, 110, 60, p.dark, 4)
  const end = v === 0 ? [110, 270] : [120, 320]
  s += line(260, 400, end[0], end[1], INK, 26) + line(260, 400, end[0], end[1], '#6b737c', 20)
  s += `<path d="M${end[0] - 30},470 Q${end[0]},${end[1] + 40} ${end[0] + 40},470 Z" fill="#a59d8f"/>`
  return s
}
