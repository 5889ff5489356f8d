import type { ReactNode } from 'react'

/**
 * Benchmark baseline (npm run bench:web): an empty page of this app, with the framework's own
 * JavaScript only, measured in the same run as the real pages. Served only when the web runs
 * with IRONYARD_BENCH=1.
 */
export default function BaselineLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
