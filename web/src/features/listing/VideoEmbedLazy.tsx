'use client'

import dynamic from 'next/dynamic'

/**
 * The click-to-load player as a separate chunk: a page links VideoEmbed's stylesheet only when it
 * renders a YouTube or Vimeo video. Imported directly, its CSS module was linked by every page that
 * could show one (the home page and every listing, most of which have no such video), which the
 * page-weight journey refuses ("CSS modules shipped but not rendered"). next/dynamic renders it on
 * the server as before and emits its stylesheet link beside it; that journey fails loudly if a
 * Next upgrade changes this.
 */
export const VideoEmbed = dynamic(() => import('./VideoEmbed').then((m) => m.VideoEmbed))
