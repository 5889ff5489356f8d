/**
 * @jest-environment node
 */
import { gql } from '@/lib/api-client'
import { resetSigninOptionsCache, signinClientConfig } from './server-config'

jest.mock('@/lib/api-client', () => ({ gql: jest.fn() }))
const ask = gql as jest.Mock

const answer = (oauthProviders: string[]) => ({ signInOptions: { oauthProviders } })

beforeEach(() => {
  ask.mockReset()
  resetSigninOptionsCache()
  delete process.env.STYTCH_API_URL
})

describe('sign-in client configuration', () => {
  it('offers the providers the local service can start, once a minute', async () => {
    ask.mockResolvedValue(answer(['google', 'github', 'facebook']))
    expect((await signinClientConfig()).oauthProviders).toEqual(['google'])
    expect((await signinClientConfig()).oauthProviders).toEqual(['google'])
    expect(ask).toHaveBeenCalledTimes(1)
  })

  it('offers none while the api cannot say, and asks again soon', async () => {
    ask.mockRejectedValueOnce(new Error('api unreachable'))
    expect((await signinClientConfig()).oauthProviders).toEqual([])
    ask.mockResolvedValue(answer(['google', 'apple']))
    const later = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 6_000)
    try {
      expect((await signinClientConfig()).oauthProviders).toEqual(['google', 'apple'])
    } finally {
      later.mockRestore()
    }
  })

  it('keeps both buttons with hosted Stytch, without asking the api', async () => {
    process.env.STYTCH_API_URL = 'https://test.stytch.com'
    const config = await signinClientConfig()
    expect(config.apiBaseUrl).toBeNull()
    expect(config.oauthProviders).toEqual(['google', 'apple'])
    expect(ask).not.toHaveBeenCalled()
  })
})
