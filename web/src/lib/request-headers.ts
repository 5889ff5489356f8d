/** Request headers the proxy adds for the app: the public URL and the locale of the request. */
export const URL_HEADER = 'x-ironyard-url'
export const LOCALE_HEADER = 'x-ironyard-locale'

/** The visitor's ZIP, once a search used one: home's "top deals near me" starts there. */
export const ZIP_COOKIE = 'IRONYARD_ZIP'
