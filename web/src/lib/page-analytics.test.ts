import { analyticsMeta, readPageAnalytics } from './page-analytics'

function documentWith(...declarations: Array<Record<string, string>>): Document {
  const doc = document.implementation.createHTMLDocument('t')
  for (const tags of declarations) {
    for (const [name, content] of Object.entries(tags)) {
      const meta = doc.createElement('meta')
      meta.name = name
      meta.content = content
      doc.head.append(meta)
    }
  }
  return doc
}

describe('page analytics', () => {
  it('reads the category and name a page declares', () => {
    const doc = documentWith(analyticsMeta({ category: 'App', name: 'Find Equipment' }))
    expect(readPageAnalytics(doc)).toEqual({ category: 'App', name: 'Find Equipment' })
  })

  it("takes the last declaration: the 500 page's own, after the failed page's metadata", () => {
    const doc = documentWith(
      analyticsMeta({ category: 'App', name: 'Find Equipment' }),
      analyticsMeta({ category: 'Unknown', name: 'Server Error' }),
    )
    expect(readPageAnalytics(doc)).toEqual({ category: 'Unknown', name: 'Server Error' })
  })

  it('names the path the tags were rendered for, when it is known', () => {
    expect(analyticsMeta({ category: 'App', name: 'Find Equipment' }, '/es/equipment')).toEqual({
      'analytics:page-category': 'App',
      'analytics:page-name': 'Find Equipment',
      'analytics:page-path': '/es/equipment',
    })
    expect(Object.keys(analyticsMeta({ category: 'App', name: 'Find Equipment' }, null))).toEqual([
      'analytics:page-category',
      'analytics:page-name',
    ])
  })

  it('falls back to Unknown for a missing or unknown category', () => {
    expect(readPageAnalytics(documentWith({}))).toEqual({ category: 'Unknown', name: 'Not Found' })
    const doc = documentWith({ 'analytics:page-category': 'Games', 'analytics:page-name': 'Home' })
    expect(readPageAnalytics(doc).category).toBe('Unknown')
  })
})
