/** What charts.spec.ts measures in a chart's figure (issue 37, point 4). */
export interface ChartReport {
  /** Text elements drawn in the figure. */
  texts: number
  /** Of them, labels of an x axis ([data-axis="x"] inside a [data-chart] drawing). */
  xLabels: number
  problems: string[]
}

/**
 * Runs in the page (Playwright's `evaluate`: self-contained, no outer references). Every text the
 * figure draws (not hidden, not the visually-hidden table, not in a closed <details>) must:
 * - lie inside the figure and inside every box that clips it on the way up (an <svg>, or a box
 *   whose overflow is not visible): a label past the edge is cut ("$35", "Dec 5, 202");
 * - be drawn at 12 px or more: its computed font size times the scale of its SVG drawing, since
 *   a viewBox shrinks text on a narrow screen while getComputedStyle still says 12px.
 * And within each chart drawing ([data-chart]) no two labels' boxes overlap.
 */
export function inspectChart(figure: Element): ChartReport {
  const problems: string[] = []
  const name = (el: Element) => `"${(el.textContent ?? '').trim().slice(0, 40)}"`
  const px = (r: DOMRect) =>
    `[${Math.round(r.left)}..${Math.round(r.right)}] x [${Math.round(r.top)}..${Math.round(r.bottom)}]`
  const drawn = (el: Element) => {
    const r = el.getBoundingClientRect()
    return (
      r.width > 0 &&
      r.height > 0 &&
      el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      !el.closest('.visually-hidden, title, desc')
    )
  }
  const texts: Element[] = []
  const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement
    if (el && node.textContent?.trim() && !texts.includes(el) && drawn(el)) texts.push(el)
  }
  for (const el of texts) {
    const r = el.getBoundingClientRect()
    for (let box = el.parentElement; box; box = box.parentElement) {
      const clips =
        box === figure ||
        box.tagName.toLowerCase() === 'svg' ||
        getComputedStyle(box).overflowX !== 'visible'
      const b = box.getBoundingClientRect()
      const out =
        r.left < b.left - 0.5 ||
        r.right > b.right + 0.5 ||
        r.top < b.top - 0.5 ||
        r.bottom > b.bottom + 0.5
      if (clips && out) {
        problems.push(`${name(el)} ${px(r)} leaves <${box.tagName.toLowerCase()}> ${px(b)}`)
      }
      if (box === figure) break
    }
    const ctm = el instanceof SVGGraphicsElement ? el.getScreenCTM() : null
    const size = parseFloat(getComputedStyle(el).fontSize) * (ctm ? Math.hypot(ctm.a, ctm.b) : 1)
    if (size < 11.99) problems.push(`${name(el)} is drawn at ${size.toFixed(1)} px`)
  }
  const charts = Array.from(figure.querySelectorAll('[data-chart]'))
  if (charts.length === 0) problems.push('no chart drawing ([data-chart]) in the figure')
  let xLabels = 0
  for (const chart of charts) {
    const labels = texts.filter((el) => chart.contains(el))
    xLabels += labels.filter((el) => el.closest('[data-axis="x"]')).length
    labels.forEach((a, i) => {
      for (const b of labels.slice(i + 1)) {
        const p = a.getBoundingClientRect()
        const q = b.getBoundingClientRect()
        const apart =
          p.right <= q.left + 0.5 ||
          q.right <= p.left + 0.5 ||
          p.bottom <= q.top + 0.5 ||
          q.bottom <= p.top + 0.5
        if (!apart) problems.push(`${name(a)} ${px(p)} overlaps ${name(b)} ${px(q)}`)
      }
    })
  }
  return { texts: texts.length, xLabels, problems }
}
