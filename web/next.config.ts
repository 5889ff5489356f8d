import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Test and benchmark builds go to their own folder so they never replace the `npm start` one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // The shared rules (contract/) ship as TypeScript source; Next compiles them with the app.
  transpilePackages: ['@ironyard/contract'],
  // web/server.ts compresses, after rewriting the documents' script tags (decision 011).
  compress: false,
  // Pages are rendered on the server per request; styles arrive with the HTML (no extra round trip).
  experimental: {
    inlineCss: true,
    authInterrupts: true,
  },
  typedRoutes: false,
}

export default nextConfig
