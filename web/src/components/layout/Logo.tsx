import { BRAND } from '@ironyard/contract'

/** The wordmark: a yellow track-link mark and the brand name. */
export function Logo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <rect width="28" height="28" rx="6" fill="#f2b705" />
        <path d="M6 19h16v3H6zM8 7h4v10H8zM14 11h6v6h-6z" fill="#16191d" />
      </svg>
      <span style={{ fontWeight: 800, fontSize: '1.2em', letterSpacing: '-0.02em' }}>
        {BRAND.name}
      </span>
    </span>
  )
}
