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
  experimental: {
    // Each page links the stylesheets of the components it renders, as cached files: inlined,
    // every document carried its CSS twice, in a <style> tag and in the RSC payload (decision 035
    // has the measurements).
    inlineCss: false,
    // Turbopack's default chunking merged every route's CSS modules into the root layout's
    // stylesheet. The graph algorithm groups them by the pages that use them; a request costing
    // one byte merges only modules used by exactly the same pages (3 files fewer per page, no
    // page gets CSS it does not render; 0 made a file of each module: decision 042). Next
    // refuses the option outside Turbopack (which sets TURBOPACK), and Storybook's Next plugin
    // reads this file too.
    ...(process.env.TURBOPACK ? { cssChunking: { type: 'graph', requestCost: 1 } as const } : {}),
    authInterrupts: true,
  },
  typedRoutes: false,
}

export default nextConfig
