'use client'

import dynamic from 'next/dynamic'
import { useEffect } from 'react'
import type { Locale } from '@/i18n/settings'
import type { SigninClientConfig } from '@/features/auth/client'
import {
  closeLoginModal,
  registerLoginModalHost,
  useLoginModal,
} from '@/features/auth/login-modal-store'

// The modal's code (and the sign-in SDK it loads) downloads on first open, not with the page.
const LoginModal = dynamic(() => import('./LoginModal').then((m) => m.LoginModal), { ssr: false })

/** Renders the login modal whenever something asks for it (header, hearts, locked reports). */
export function LoginModalHost({ locale, config }: { locale: Locale; config: SigninClientConfig }) {
  const { open, openCount, request } = useLoginModal()
  useEffect(() => registerLoginModalHost(), [])
  // Nothing (and no download) until the first open; mounted from then on, also while closed.
  if (openCount === 0) return null
  return (
    <LoginModal
      key={openCount}
      locale={locale}
      config={config}
      open={open}
      request={request}
      onClose={closeLoginModal}
    />
  )
}
