import { lazyModule } from './lazy-module'

describe('a module loaded on first use', () => {
  test('is imported once, by the first load, and is at hand after it', async () => {
    const importer = jest.fn(async () => ({ answer: 42 }))
    const rules = lazyModule(importer)
    expect(rules.current()).toBeNull()
    expect(importer).not.toHaveBeenCalled()
    const [a, b] = await Promise.all([rules.load(), rules.load()])
    expect(a).toBe(b)
    expect(rules.current()).toBe(a)
    await rules.load()
    expect(importer).toHaveBeenCalledTimes(1)
  })

  test('a failed load is tried again by the next one', async () => {
    const importer = jest
      .fn<Promise<{ answer: number }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ answer: 42 })
    const rules = lazyModule(importer)
    await expect(rules.load()).rejects.toThrow('offline')
    expect(rules.current()).toBeNull()
    await expect(rules.load()).resolves.toEqual({ answer: 42 })
    expect(importer).toHaveBeenCalledTimes(2)
  })
})
