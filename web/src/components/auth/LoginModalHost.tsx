'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import type { Locale } from '@/i18n/settings'
import type { SigninClientConfig } from '@/lib/signin/client'
import {
  closeLoginModal,
  registerLoginModalHost,
  useLoginModal,
} from '@/lib/signin/login-modal-store'

// The modal's code (and the sign-in SDK it loads) downloads on first open, not with the page.
const LoginModal = dynamic(() => import('./LoginModal').then((m) => m.LoginModal), { ssr: false })

/** Renders the login modal whenever something asks for it (header, hearts, locked reports). */
export function LoginModalHost({ locale, config }: { locale: Locale; config: SigninClientConfig }) {
  const { open, openCount, request } = useLoginModal()
  const [used, setUsed] = useState(false)
  useEffect(() => registerLoginModalHost(), [])
  useEffect(() => {
    if (open) setUsed(true)
  }, [open])
  if (!used && !open) return null
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
