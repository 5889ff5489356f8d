import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Breadcrumbs } from '@/features/landing/Breadcrumbs'
import styles from '@/features/landing/Landing.module.css'
import { LetterNav } from '@/features/landing/LetterNav'
import { MakeList } from '@/features/landing/MakeList'
import { getT } from '@/i18n/server'
import { getMakeDirectory, letterSlug } from '@/features/resources/make-directory'
import { pageMetadata } from '@/lib/seo'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string; letter: string }>
}

async function load(props: Props) {
  const locale = await localePage(props.params)
  const { letter } = await props.params
  if (!/^([a-z]|0-9)$/.test(letter)) notFound()
  const directory = await getMakeDirectory(locale)
  const makes = directory.makes.filter((m) => letterSlug(m.firstLetter) === letter)
  if (!makes.length) notFound()
  return { locale, letter, makes, directory }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, letter } = await load(props)
  const t = getT(locale, 'landing')
  return pageMetadata({
    locale,
    path: `/resources/makes/${letter}`,
    title: t('index.makes.letterTitle', { letter: letter.toUpperCase() }),
    description: t('index.makes.letterDescription', { letter: letter.toUpperCase() }),
    analytics: { category: 'Resources', name: 'Makes' },
  })
}

/** The make directory for one first letter. */
export default async function MakesLetterPage(props: Props) {
  const { locale, letter, makes, directory } = await load(props)
  const t = getT(locale, 'landing')
  return (
    <>
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { label: t('crumbs.home'), path: '/' },
          { label: t('crumbs.makes'), path: '/resources/makes' },
          { label: letter.toUpperCase() },
        ]}
      />
      <div className={`container ${styles.index}`}>
        <h1>{t('index.makes.letterHeading', { letter: letter.toUpperCase() })}</h1>
        <LetterNav
          locale={locale}
          letters={directory.letters}
          current={letter}
          label={t('index.makes.letters')}
        />
        <MakeList locale={locale} makes={makes} />
      </div>
    </>
  )
}
