/**
 * The options of web/next.config.ts that shape the HTML (next-html-shape.test.ts compares them).
 * @type {import('next').NextConfig}
 */
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  compress: false,
  experimental: {
    inlineCss: false,
    ...(process.env.TURBOPACK ? { cssChunking: { type: 'graph', requestCost: 0 } } : {}),
    authInterrupts: true,
  },
}
