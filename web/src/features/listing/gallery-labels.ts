import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { ListingDetail } from '@/features/listing/listing-data'
import type { GalleryLabels } from './gallery-types'

/** The gallery's texts in a locale (the gallery is a client component without translations). */
export function galleryLabels(
  locale: Locale,
  l: Pick<ListingDetail, 'title'> & { images: readonly unknown[] },
): GalleryLabels {
  const t = getT(locale, 'equipment')
  // The gallery counts the photos itself: it gets the texts with their placeholders left in.
  const keep = { n: '{{n}}', total: '{{total}}' }
  return {
    region: t('gallery.label'),
    dialog: t('gallery.dialog', { title: l.title }),
    close: t('gallery.close'),
    previous: t('gallery.previous'),
    next: t('gallery.next'),
    download: t('gallery.download'),
    counter: t('gallery.counter', keep),
    open: t('gallery.open', keep),
    viewAll: t('gallery.viewAll', { count: l.images.length }),
    illustration: t('gallery.illustration'),
    noPhoto: t('gallery.noPhoto'),
    hint: t('gallery.hint'),
  }
}
