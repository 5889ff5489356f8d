import {
  contestParam,
  filterHref,
  makesFilterFromParams,
  moveSlug,
  splitAliases,
  yearInput,
} from './catalog-data'
import { rowId, slugChange, treeHref } from './slug-change'

describe('the catalogue console reads its URLs and forms strictly', () => {
  it('keeps a known first letter and a sane page; drops the rest', () => {
    expect(makesFilterFromParams({ q: '  deere ', letter: 'j', page: '3' })).toEqual({
      q: 'deere',
      letter: 'J',
      page: 3,
    })
    expect(makesFilterFromParams({ letter: '#' }).letter).toBe('#')
    expect(makesFilterFromParams({ letter: 'ñ', page: '0' })).toEqual({
      q: undefined,
      letter: undefined,
      page: 1,
    })
    expect(makesFilterFromParams({ letter: ['x', 'y'], page: '1e3' })).toMatchObject({
      letter: 'X',
      page: 1,
    })
  })

  it('writes filter URLs without empty values', () => {
    expect(filterHref('/admin/makes', { q: 'cat', letter: undefined }, 2)).toBe(
      '/admin/makes?q=cat&page=2',
    )
    expect(filterHref('/admin/makes', {}, 1)).toBe('/admin/makes')
  })

  it('accepts contest names the entry form stores, nothing else', () => {
    expect(contestParam({ contest: '2026-11' })).toBe('2026-11')
    expect(contestParam({ contest: '2026 11' })).toBeUndefined()
    expect(contestParam({ contest: '../x' })).toBeUndefined()
  })

  it('moves one slug a place, and leaves the ends and unknown slugs alone', () => {
    expect(moveSlug(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c'])
    expect(moveSlug(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b'])
    expect(moveSlug(['a', 'b', 'c'], 'a', 'up')).toEqual(['a', 'b', 'c'])
    expect(moveSlug(['a', 'b', 'c'], 'c', 'down')).toEqual(['a', 'b', 'c'])
    expect(moveSlug(['a', 'b'], 'z', 'up')).toEqual(['a', 'b'])
  })

  it('reads aliases and years as typed', () => {
    expect(splitAliases(' Komatsu, Komatsu Ltd ,, Komatsu ')).toEqual(['Komatsu', 'Komatsu Ltd'])
    expect(yearInput('')).toBeNull()
    expect(yearInput(' 2019 ')).toBe(2019)
    // Not a year: the api refuses it by name (a -1 it validates), never silently dropped.
    expect(yearInput('19')).toBe(-1)
    expect(yearInput('2019.5')).toBe(-1)
  })

  it('asks before a slug change only, naming both addresses', () => {
    const texts = { title: 'T', message: 'From {{from}} to {{to}}', confirm: 'OK', cancel: 'No' }
    const path = (s: string) => `/es/${s}`
    expect(slugChange(texts, 'excavators', 'excavators', path)).toBeNull()
    expect(slugChange(texts, 'excavators', '', path)).toBeNull()
    expect(slugChange(texts, 'excavators', 'diggers', path)?.message).toBe(
      'From /es/excavators to /es/diggers',
    )
    expect(rowId('crawler', 'excavators')).toBe('row-excavators--crawler')
    expect(rowId('excavators')).toBe('row-excavators')
    // A subcategory's row is shown with its category's subcategories open.
    expect(treeHref('/es/admin/categories', { done: 'moved' }, 'crawler', 'excavators')).toBe(
      '/es/admin/categories?done=moved&open=excavators#row-excavators--crawler',
    )
    expect(treeHref('/admin/categories', { edit: 'row-cranes' }, 'cranes')).toBe(
      '/admin/categories?edit=row-cranes#row-cranes',
    )
  })
})
