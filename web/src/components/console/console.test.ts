import { consoleOf, consolePath } from './console'

describe('the console a page or form belongs to', () => {
  it('reads the console a form names, the admin one for anything else, and builds its paths', () => {
    expect(consoleOf('partner')).toBe('partner')
    expect(consoleOf('admin')).toBe('admin')
    expect(consoleOf('../evil')).toBe('admin')
    expect(consoleOf(null)).toBe('admin')
    expect(consolePath('partner', '/equipment')).toBe('/partner/equipment')
    expect(consolePath('admin')).toBe('/admin')
  })
})
