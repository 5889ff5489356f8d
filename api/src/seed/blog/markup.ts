import type { StoryBlock, StorySpan } from '../../db/schema/content'

/**
 * The seed articles are written in a small line-based markup, turned here into the structured
 * body the content store keeps. Blocks are separated by blank lines:
 *
 *   ## Heading / ### Subheading
 *   - item (a list; "1. item" for an ordered one)
 *   > quoted words           (a last line ">> who" names the source)
 *   [[/site/path|Label|Description]]              a listing link
 *   ![[illustration/path|Alt text|Caption]]       an image (path resolved by the caller)
 *   anything else: a paragraph, with **bold**, *italic* and [text](/path) inline.
 */
export function parseMarkup(source: string, resolveImage: (ref: string) => string): StoryBlock[] {
  const blocks: StoryBlock[] = []
  const chunks = source
    .trim()
    .split(/\n\s*\n/)
    .map((c) => c.trim())
    .filter(Boolean)
  for (const chunk of chunks) {
    const lines = chunk.split('\n').map((l) => l.trim())
    const first = lines[0]
    let m: RegExpExecArray | null
    if ((m = /^(#{2,3}) (.+)$/.exec(first)) && lines.length === 1) {
      blocks.push({ type: 'heading', level: m[1].length as 2 | 3, text: m[2] })
    } else if (lines.every((l) => l.startsWith('- '))) {
      blocks.push({ type: 'list', ordered: false, items: lines.map((l) => spans(l.slice(2))) })
    } else if (lines.every((l) => /^\d+\. /.test(l))) {
      blocks.push({
        type: 'list',
        ordered: true,
        items: lines.map((l) => spans(l.replace(/^\d+\. /, ''))),
      })
    } else if (lines.every((l) => l.startsWith('>'))) {
      const cite = lines.at(-1)!.startsWith('>> ') ? lines.pop()!.slice(3) : undefined
      const text = lines.map((l) => l.replace(/^> ?/, '')).join(' ')
      blocks.push({ type: 'quote', spans: spans(text), ...(cite ? { cite } : {}) })
    } else if ((m = /^!\[\[([^|\]]+)\|([^|\]]+)(?:\|([^\]]+))?\]\]$/.exec(chunk))) {
      blocks.push({
        type: 'image',
        path: resolveImage(m[1]),
        alt: m[2],
        ...(m[3] ? { caption: m[3] } : {}),
      })
    } else if ((m = /^\[\[(\/[^|\]]*)\|([^|\]]+)(?:\|([^\]]+))?\]\]$/.exec(chunk))) {
      blocks.push({
        type: 'listingLink',
        href: m[1],
        label: m[2],
        ...(m[3] ? { description: m[3] } : {}),
      })
    } else {
      blocks.push({ type: 'paragraph', spans: spans(lines.join(' ')) })
    }
  }
  return blocks
}

/** Inline markup: **bold**, *italic*, [text](href). Anything else is plain text. */
export function spans(text: string): StorySpan[] {
  const out: StorySpan[] = []
  const pattern = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g
  let last = 0
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) })
    if (m[1]) out.push({ text: m[1], bold: true })
    else if (m[2]) out.push({ text: m[2], italic: true })
    else out.push({ text: m[3], href: m[4] })
    last = m.index + m[0].length
  }
  if (last < text.length) out.push({ text: text.slice(last) })
  return out
}
