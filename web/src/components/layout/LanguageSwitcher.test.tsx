import { switchHref } from './LanguageSwitcher'

// Issue 37, defect 5: only the switcher stores the language, through its `lang` marker.
describe('the language switcher link', () => {
  it('opens the Spanish page with its query and marks the choice', () => {
    expect(switchHref('/excavators', 'sort=year_desc&page=2', 'es')).toBe(
      '/es/excavators?sort=year_desc&page=2&lang=es',
    )
    expect(switchHref('/', '', 'es')).toBe('/es?lang=es')
  })

  it('opens the unprefixed English page and marks the choice', () => {
    expect(switchHref('/es/excavators', 'page=2', 'en')).toBe('/excavators?page=2&lang=en')
    expect(switchHref('/es', '', 'en')).toBe('/?lang=en')
  })
})
