/**
 * Reading a server-rendered Next document: the text of its RSC payload, and CSS rules to look for
 * in it (page-weight.ts, and the e2e journey that keeps CSS out of the payload).
 */

/** The text of the RSC payload: every `self.__next_f.push([1,"…"])` string, decoded. */
export function payloadText(scripts: string[]): string {
  const out: string[] = []
  for (const s of scripts) {
    const re = /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g
    let m: RegExpExecArray | null
    while ((m = re.exec(s))) out.push(JSON.parse(m[1]) as string)
  }
  return out.join('')
}

/** CSS rules (selector plus block) long enough to be told apart, from a stylesheet's text. */
export function cssRules(css: string): string[] {
  return css
    .split('}')
    .map((r) => r.trim())
    .filter((r) => r.length >= 40 && r.includes('{'))
}
