import type { TFunction } from 'i18next'
import { RESOURCES } from '@/i18n/resources'
import { BRAND } from '@ironyard/contract'

/**
 * Long company texts (legal sections, FAQ, open roles) live in the `company` namespace as nested
 * groups. Their ids and order are read from the English file (both languages have the same keys,
 * tested); every text still goes through `t`, so a gap shows "Missing key" like any other.
 */
interface TextTree {
  [key: string]: string | TextTree
}

function group(path: string): TextTree {
  let node: unknown = RESOURCES.en.company
  for (const part of path.split('.')) node = (node as TextTree | undefined)?.[part]
  if (!node || typeof node !== 'object') throw new Error(`company.${path} is not a group of texts`)
  return node as TextTree
}

/** The ids of a group's entries, in file order. */
export function entryIds(path: string): string[] {
  return Object.keys(group(path))
}

/** Values every company text may interpolate: the brand's names, address and contacts. */
export function brandVars(): Record<string, string> {
  return {
    name: BRAND.name,
    legalName: BRAND.legalName,
    address: `${BRAND.street}, ${BRAND.city}, ${BRAND.state} ${BRAND.zip}`,
    email: BRAND.supportEmail,
    phone: BRAND.supportPhone,
    privacyEmail: BRAND.privacyEmail,
  }
}

export type ProseBlock = { kind: 'p'; text: string } | { kind: 'list'; items: string[] }

export interface ProseSection {
  id: string
  title: string
  blocks: ProseBlock[]
}

/**
 * The sections of a document (`privacy.sections`, ...): each has a `title`, then paragraphs
 * (strings) and bullet lists (groups of strings), in file order.
 */
export function proseSections(t: TFunction, path: string): ProseSection[] {
  const vars = brandVars()
  return Object.entries(group(path)).map(([id, section]) => {
    if (typeof section === 'string') throw new Error(`company.${path}.${id} is not a section`)
    const blocks: ProseBlock[] = []
    for (const [key, value] of Object.entries(section)) {
      if (key === 'title') continue
      const base = `${path}.${id}.${key}`
      blocks.push(
        typeof value === 'string'
          ? { kind: 'p', text: t(base, vars) }
          : { kind: 'list', items: Object.keys(value).map((item) => t(`${base}.${item}`, vars)) },
      )
    }
    return { id, title: t(`${path}.${id}.title`, vars), blocks }
  })
}

export interface FaqItem {
  id: string
  question: string
  answer: string
}

export interface FaqGroup {
  id: string
  title: string
  items: FaqItem[]
}

/** Grouped questions and answers: `<path>.<group>.title` and `<path>.<group>.items.<id>.q|a`. */
export function faqGroups(t: TFunction, path: string): FaqGroup[] {
  const vars = brandVars()
  return entryIds(path).map((id) => ({
    id,
    title: t(`${path}.${id}.title`, vars),
    items: entryIds(`${path}.${id}.items`).map((item) => {
      const key = `${path}.${id}.items.${item}`
      return { id: `${id}-${item}`, question: t(`${key}.q`, vars), answer: t(`${key}.a`, vars) }
    }),
  }))
}

export interface OpenRole {
  id: string
  title: string
  location: string
  type: string
  summary: string
}

export interface Team {
  id: string
  name: string
  roles: OpenRole[]
}

/** Open roles by team (`careers.teams`). */
export function careerTeams(t: TFunction): Team[] {
  return entryIds('careers.teams').map((id) => ({
    id,
    name: t(`careers.teams.${id}.name`),
    roles: entryIds(`careers.teams.${id}.roles`).map((role) => {
      const key = `careers.teams.${id}.roles.${role}`
      return {
        id: role,
        title: t(`${key}.title`),
        location: t(`${key}.location`),
        type: t(`${key}.type`),
        summary: t(`${key}.summary`),
      }
    }),
  }))
}
