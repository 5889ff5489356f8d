/*
 * "Ask us to add a make" (issue 36, defect 6): a partner member names a make the catalogue lacks.
 * Zod-free: the console's field reads it at page load (decision 040); the api's schema too.
 */

/** The longest make name a partner may ask for (the console's field and the api's schema). */
export const MAKE_REQUEST_NAME_MAX = 80
