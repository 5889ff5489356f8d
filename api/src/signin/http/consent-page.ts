import escape from 'escape-html'
import type { Locale } from '../../context'
import { t } from '../../i18n'
import { htmlPageCsp } from '../../lib/http-security'
import type { OAuthProvider } from '../config'
import { providerLabel } from '../users/store'

/** The page's only styles; its CSP allows exactly this stylesheet (by hash), no style attribute. */
const PAGE_STYLE = `body{font-family:Helvetica,Arial,sans-serif;background:#f4f4f1;color:#1f2933;margin:0}
main{max-width:420px;margin:48px auto;background:#fff;padding:24px;border-radius:6px}
label{display:block;margin:12px 0 4px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c9c9c2;border-radius:4px;font-size:15px}
.row{display:flex;gap:12px;margin-top:20px}
button{flex:1;padding:12px;border:0;border-radius:4px;font-weight:700;font-size:15px;cursor:pointer}
button[value=allow]{background:#f5b400;color:#111}
button[value=deny]{background:#e4e4de;color:#1f2933}`

/**
 * The page's Content-Security-Policy: its own stylesheet by hash, no script, not framable. The form
 * posts to the api ('self'), whose answer redirects to the app's sign-in URL; Chromium applies
 * form-action to that redirect too, so the allowed redirect origins (WEB_URL, CORS_ORIGINS) are
 * listed as well.
 */
export const consentPageCsp = (allowedOrigins: string[]): string =>
  htmlPageCsp({ styles: [PAGE_STYLE], formAction: allowedOrigins })

/** The local stand-in for a provider's consent screen (posts back to /consent). */
export function consentPage(args: {
  provider: OAuthProvider
  state: string
  scopes: string[]
  locale: Locale
}): string {
  const p = escape(providerLabel(args.provider))
  const tr = (key: string) => t(args.locale, `pages:consent.${key}`, { provider: p })
  const scopes = args.scopes.length
    ? `<p><strong>${tr('scopes')}:</strong> ${escape(args.scopes.join(', '))}</p>`
    : ''
  return `<!doctype html>
<html lang="${args.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${tr('title')}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>${tr('title')}</h1>
<p>${tr('intro')}</p>
${scopes}
<form method="post" action="/v1/public/oauth/${args.provider}/consent">
<input type="hidden" name="state" value="${escape(args.state)}">
<label for="email">${tr('email')}</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<label for="first_name">${tr('first')}</label>
<input id="first_name" name="first_name" autocomplete="given-name">
<label for="last_name">${tr('last')}</label>
<input id="last_name" name="last_name" autocomplete="family-name">
<div class="row">
<button type="submit" name="decision" value="allow">${tr('allow')}</button>
<button type="submit" name="decision" value="deny" formnovalidate>${tr('deny')}</button>
</div>
</form>
</main>
</body>
</html>`
}
