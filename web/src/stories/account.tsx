import type { Decorator } from '@storybook/nextjs-vite'
import { primeFavorites } from '@/features/account/favorites-store'
import type { SigninClientConfig } from '@/features/auth/client'
import { setSignedIn } from '@/features/auth/session-store'

/** The local sign-in service of `npm start`: stories never reach it unless a button is used. */
export const STORY_SIGNIN_CONFIG: SigninClientConfig = {
  publicToken: 'public-token-test-local-ironyard',
  apiBaseUrl: 'http://localhost:8911',
  webUrl: 'http://localhost:8910',
  oauthProviders: ['google', 'apple'],
}

/** Renders the story as a signed-in visitor whose favorites are `ids`. */
export const signedIn = (ids: number[] = []): Decorator =>
  function SignedIn(Story) {
    setSignedIn(true)
    primeFavorites(ids)
    return <Story />
  }

/** Renders the story as an anonymous visitor. */
export const signedOut: Decorator = (Story) => {
  setSignedIn(false)
  return <Story />
}
