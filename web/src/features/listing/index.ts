// The public surface of features/listing: what other features may import (decision 049).
export type { LeadPrefill } from './equipment-data'
export type { ListingDetail } from './listing-data'
export { keyFacts, type KeyFact } from './key-facts'
export { VideoEmbed } from './VideoEmbedLazy'
export { playableVideo, videoEmbedTexts, type PlayableVideo } from './video-playable'
