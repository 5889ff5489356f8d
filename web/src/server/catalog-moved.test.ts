/**
 * @jest-environment node
 */
import { mayBeMoved } from './catalog-moved'

describe('which requests the router checks for a renamed catalogue slug', () => {
  const old = new Set(['rock-trucks', 'kobelco-test', 'sk-140'])

  it('checks catalogue-shaped paths that hold an old slug', () => {
    expect(mayBeMoved('/rock-trucks', old)).toBe(true)
    expect(mayBeMoved('/caterpillar/rock-trucks', old)).toBe(true)
    expect(mayBeMoved('/rock-trucks/texas', old)).toBe(true)
    expect(mayBeMoved('/resources/specs/rock-trucks', old)).toBe(true)
    // A spec sheet's make or model half.
    expect(mayBeMoved('/resources/specs/excavators/kobelco-test-sk-200', old)).toBe(true)
    expect(mayBeMoved('/resources/specs/excavators/kobelco-sk-140', old)).toBe(true)
  })

  it('lets everything else through without asking', () => {
    expect(mayBeMoved('/excavators', old)).toBe(false)
    expect(mayBeMoved('/rock-trucks', new Set())).toBe(false)
    expect(mayBeMoved('/a/b/rock-trucks', old)).toBe(false)
    expect(mayBeMoved('/ROCK-TRUCKS', old)).toBe(false)
    expect(mayBeMoved('/', old)).toBe(false)
    expect(mayBeMoved('/resources/specs/excavators/cat-320', old)).toBe(false)
  })
})
