import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { Env } from '../../../src/lib/env'
import { createAccountApp, createUser, type AccountTestApp } from '../../account/helpers'
import { ensureCatalog } from '../../factories'

export interface MediaTestApp extends AccountTestApp {
  mediaDir: string
  admin: Awaited<ReturnType<typeof createUser>>
  asAdmin(): void
  upload(
    url: string,
    body: Buffer | string,
    headers?: Record<string, string>,
  ): Promise<Awaited<ReturnType<AccountTestApp['app']['inject']>>>
}

/** An api with a temporary MEDIA_DIR (or other storage settings), the catalogue and an admin. */
export async function createMediaApp(
  env: Partial<Record<keyof Env, string>> = {},
): Promise<MediaTestApp> {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-uploads-'))
  const t = await createAccountApp({ env: { MEDIA_DIR: mediaDir, ...env } })
  await ensureCatalog(t.database)
  const admin = await createUser(t.database, { email: `media-admin-${Date.now()}@example.com` })
  const app: MediaTestApp = {
    ...t,
    mediaDir,
    admin,
    asAdmin: () => t.as({ ...admin, roles: ['admin'] }),
    upload: (url, body, headers = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/octet-stream', ...headers },
        payload: body,
      }),
    close: async () => {
      await t.close()
      fs.rmSync(mediaDir, { recursive: true, force: true })
    },
  }
  app.asAdmin()
  return app
}

/** A JPEG photo, `shade` makes each one different bytes. */
export const jpeg = (shade = 0, width = 800, height = 600) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: shade % 256, b: 40 } },
  })
    .jpeg()
    .toBuffer()

/** A two-page PDF (page objects and the page tree, as writers lay them out). */
export const pdf = (text = 'Inspection') =>
  Buffer.from(
    `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj
4 0 obj << /Type/Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj
% ${text}
trailer << /Root 1 0 R >>
%%EOF
`,
    'latin1',
  )
