'use client'

import { useState } from 'react'
import styles from './Insights.module.css'

export interface ShareTexts {
  heading: string
  copy: string
  copied: string
  copyFailed: string
  email: string
  whatsapp: string
  print: string
}

/**
 * Issue 17 point 5: copy the link (with a confirmation in a live region), share by email or
 * WhatsApp (plain links, they work without JavaScript), print. The only client code of the
 * listing's insights.
 */
export function ShareLinks({
  url,
  emailSubject,
  emailBody,
  texts,
}: {
  url: string
  emailSubject: string
  emailBody: string
  texts: ShareTexts
}) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setStatus('copied')
    } catch {
      setStatus('failed')
    }
  }
  const mailto = `mailto:?subject=${encodeURIComponent(emailSubject)}&body=${encodeURIComponent(emailBody)}`
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(emailBody)}`
  return (
    <section className={styles.share} aria-label={texts.heading} data-share="">
      <button type="button" className="btn btn-secondary" onClick={copy}>
        {texts.copy}
      </button>
      <a className="btn btn-secondary" href={mailto}>
        {texts.email}
      </a>
      <a className="btn btn-secondary" href={whatsapp} target="_blank" rel="noopener noreferrer">
        {texts.whatsapp}
      </a>
      <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
        {texts.print}
      </button>
      <span role="status" className={styles.shareStatus}>
        {status === 'copied' ? texts.copied : status === 'failed' ? texts.copyFailed : ''}
      </span>
    </section>
  )
}
