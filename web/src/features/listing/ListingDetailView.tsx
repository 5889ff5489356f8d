import Link from 'next/link'
import { Suspense, type ReactNode } from 'react'
import { preload } from 'react-dom'
import { BuyBox } from '@/features/listing/BuyBox'
import { Gallery } from '@/features/listing/Gallery'
import { galleryLabels } from '@/features/listing/gallery-labels'
import { galleryImage, packImages } from '@/features/listing/gallery-types'
import { InspectionSection } from '@/features/listing/InspectionSection'
import { KeyFacts } from '@/features/listing/KeyFacts'
import { ListingDescription } from '@/features/listing/ListingDescription'
import { AddToCompareLink } from '@/features/compare'
import { MoreOptions, SimilarMachines } from '@/features/listing/MoreOptions'
import { SpecTable } from '@/features/listing/SpecTable'
import { VideoList } from '@/features/listing/VideoList'
import { Breadcrumbs } from '@/features/landing'
import { ListingAuctionLink } from '@/features/auctions'
import { LeadForm } from '@/features/leads'
import type { EquipmentLeadType } from '@/features/leads'
import { leadFormKeys, leadValidationKeys } from '@/features/leads'
import { buyerForms } from '@/features/listing/BuyerActions'
import type { ListingCardFieldsFragment } from '@/graphql/__generated__/graphql'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { BRAND } from '@ironyard/contract'
import type { BuyerContext } from '@/features/listing/buyer-context'
import { equipmentJsonLd, jsonLdText } from '@/features/listing/equipment-json-ld'
import type { ListingDetail } from '@/features/listing/listing-data'
import { localePath } from '@/lib/paths'
import equipmentStyles from '@/features/listing/Equipment.module.css'
import styles from './ListingDetail.module.css'
import { isForSale } from '@ironyard/contract'

export interface ListingDetailViewProps {
  locale: Locale
  listing: ListingDetail
  /** Similar machines, streamed in after the rest of the page. */
  similar: Promise<ListingCardFieldsFragment[]>
  /** The search it came from, the signed-in visitor, the page's path and the form to open. */
  buyer: BuyerContext
  /** Price history, deal rating, comparable sales, all-in cost and sharing (issue 17). */
  insights?: ReactNode
}

/**
 * The equipment page (spec §2): gallery and buy box, key facts, inspection (summary for all,
 * the 150-point report when signed in), specs with the AI disclaimer, similar machines, more
 * options and the equipment newsletter. Everything renders on the server; only the gallery's
 * lightbox and the forms are interactive.
 */
export function ListingDetailView({
  locale,
  listing: l,
  similar,
  buyer,
  insights,
}: ListingDetailViewProps) {
  const t = getT(locale, 'equipment')
  const tl = getT(locale, 'listing')
  const forSale = isForSale(l.status)
  // The forms this page renders (the buy box's; Ask an Inspector and the newsletter on a machine
  // for sale): the client gets their texts only.
  const formTypes: EquipmentLeadType[] = [
    ...buyerForms(l, locale).map(([type]) => type),
    ...(forSale ? (['ask_inspector', 'equipment_newsletter'] as const) : []),
  ]
  const first = l.images[0]
  if (first) {
    preload(first.url, {
      as: 'image',
      imageSrcSet: first.srcSet,
      imageSizes: '(min-width: 1000px) 640px, 100vw',
      fetchPriority: 'high',
    })
  }
  const browse = (
    <p className="link-list">
      <Link className="pill" href={localePath(locale, `/${l.category.slug}`)} prefetch={false}>
        {t('status.browse', { category: l.category.name })}
      </Link>
      <Link
        className="pill"
        href={localePath(locale, `/${l.make.slug}/${l.category.slug}`)}
        prefetch={false}
      >
        {t('status.browseMake', { make: l.make.name, category: l.category.name })}
      </Link>
    </p>
  )
  const similarSection = (
    <Suspense fallback={null}>
      <SimilarMachines locale={locale} listing={l} load={similar} browse={forSale} />
    </Suspense>
  )
  return (
    <ClientTranslations
      locale={locale}
      namespaces={[
        { ns: 'forms', keys: leadFormKeys(formTypes) },
        { ns: 'validation', keys: leadValidationKeys(formTypes) },
      ]}
    >
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { label: tl('detail.breadcrumbSearch'), path: '/equipment' },
          { label: l.category.name, path: `/${l.category.slug}` },
          { label: l.make.name, path: `/${l.make.slug}/${l.category.slug}` },
          { label: l.title },
        ]}
      />
      <article className={`container ${styles.page}`} data-status={l.status}>
        <Suspense fallback={null}>
          <ListingAuctionLink locale={locale} stockNumber={l.stockNumber} />
        </Suspense>
        <div className={styles.top}>
          <div>
            <Gallery
              {...packImages(l.images.map(galleryImage))}
              stockNumber={l.stockNumber}
              labels={galleryLabels(locale, l)}
            />
            <VideoList locale={locale} videos={l.videos} listingTitle={l.title} />
          </div>
          <BuyBox locale={locale} listing={l} buyer={buyer} />
        </div>
        {forSale ? null : (
          // Sold or withdrawn: the alternatives come first.
          <section className={equipmentStyles.gone} data-alternatives="">
            <p>
              <strong>
                {l.status === 'sold' ? t('status.sold') : t('status.noLongerAvailable')}
              </strong>{' '}
              {l.status === 'sold' ? null : `${t('status.noLongerAvailableText')} `}
              {t('status.alternatives')}
            </p>
            {browse}
            {similarSection}
          </section>
        )}
        {forSale ? (
          <p>
            <AddToCompareLink
              locale={locale}
              stockNumber={l.stockNumber}
              title={l.title}
              className="btn btn-secondary"
            />
          </p>
        ) : null}
        <KeyFacts locale={locale} listing={l} />
        {insights}
        <InspectionSection locale={locale} listing={l} buyer={buyer} />
        <SpecTable locale={locale} specs={l.specs} />
        <ListingDescription locale={locale} listing={l} />
        {forSale ? similarSection : null}
        <Suspense fallback={null}>
          <MoreOptions locale={locale} listing={l} similar={similar} />
        </Suspense>
        {forSale ? (
          <section className={equipmentStyles.newsletter}>
            <LeadForm
              type="equipment_newsletter"
              locale={locale}
              stockNumber={l.stockNumber}
              idempotencyKey={crypto.randomUUID()}
              queryId={buyer.queryId}
              prefill={buyer.prefill?.values}
              brand={BRAND.name}
              advertisedPriceCents={l.advertisedPriceCents}
              introValues={{ category: l.category.name.toLowerCase() }}
              headingLevel="h2"
            />
          </section>
        ) : null}
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(equipmentJsonLd(l, locale)) }}
        />
      </article>
    </ClientTranslations>
  )
}
