import { ContentPage } from '@/features/content/pages/ContentPage'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { BRAND } from '@ironyard/contract'
import { brandVars, careerTeams, entryIds } from '@/features/content/company/content'
import styles from './Company.module.css'

function applyHref(subject: string): string {
  return `mailto:${BRAND.careersEmail}?subject=${encodeURIComponent(subject)}`
}

/** The careers page: why work here, open roles by team (apply by email), how to apply. */
export function CareersView({ locale }: { locale: Locale }) {
  const t = getT(locale, 'company')
  const vars = brandVars()
  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('page.home'), path: '/' }, { label: t('careers.crumb') }]}
      heading={t('careers.heading', vars)}
      lead={t('careers.lead')}
      sections={[
        {
          id: 'why',
          title: t('careers.why.title'),
          content: (
            <ul className={styles.cards}>
              {entryIds('careers.why')
                .filter((k) => k !== 'title')
                .map((k) => (
                  <li key={k}>
                    <h3>{t(`careers.why.${k}.title`)}</h3>
                    <p>{t(`careers.why.${k}.text`)}</p>
                  </li>
                ))}
            </ul>
          ),
        },
        {
          id: 'roles',
          title: t('careers.rolesTitle'),
          content: careerTeams(t).map((team) => (
            <section key={team.id} className={styles.team} aria-labelledby={`team-${team.id}`}>
              <h3 id={`team-${team.id}`}>{team.name}</h3>
              <ul className={styles.roles}>
                {team.roles.map((role) => {
                  const names = { role: role.title, location: role.location }
                  return (
                    <li key={role.id} className={styles.role}>
                      <h4>{role.title}</h4>
                      <p className="muted">
                        {role.location} · {role.type}
                      </p>
                      <p>{role.summary}</p>
                      <a
                        className={`btn btn-secondary ${styles.apply}`}
                        href={applyHref(t('careers.subject', names))}
                        aria-label={t('careers.applyLabel', names)}
                      >
                        {t('careers.apply')}
                      </a>
                    </li>
                  )
                })}
              </ul>
            </section>
          )),
        },
        {
          id: 'apply',
          title: t('careers.how.title'),
          content: (
            <>
              <p>{t('careers.how.text', { email: BRAND.careersEmail })}</p>
              <p>
                {t('careers.how.general')}{' '}
                <a href={`mailto:${BRAND.careersEmail}`}>{BRAND.careersEmail}</a>
              </p>
            </>
          ),
        },
      ]}
    />
  )
}
