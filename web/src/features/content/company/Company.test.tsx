import { render, screen, within } from '@testing-library/react'
import { BRAND } from '@ironyard/contract'
import { AboutView } from './AboutView'
import { CareersView } from './CareersView'
import { PressView } from './PressView'
import { SupportView } from './SupportView'
import { SweepstakesRulesView } from './SweepstakesRulesView'
import { DEFAULT_CONTEST, SweepstakesView } from './SweepstakesView'

describe('about page', () => {
  it('shows the live numbers with the right plural forms', () => {
    render(<AboutView locale="en" stats={{ listings: 1234, categories: 44, makes: 1 }} />)
    const today = screen.getByRole('region', { name: 'Ironyard today' })
    expect(
      within(today)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1,234machines for sale right now',
      '44equipment categories',
      '1make with machines listed',
    ])
  })

  it('leaves the numbers out when the api did not answer, and keeps the promises', () => {
    render(<AboutView locale="es" stats={null} />)
    expect(screen.queryByRole('region', { name: 'Ironyard hoy' })).toBeNull()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acerca de Ironyard')
    const buyers = screen.getByRole('region', { name: 'Comprar con nosotros' })
    expect(within(buyers).getAllByRole('heading', { level: 3 })).toHaveLength(4)
    expect(buyers).toHaveTextContent('No aplica al inventario de vendedores asociados')
    expect(screen.getByRole('region', { name: 'Quiénes somos' })).toHaveTextContent('Austin, Texas')
    expect(screen.getByRole('link', { name: 'Ver equipo' })).toHaveAttribute(
      'href',
      '/es/equipment',
    )
  })
})

describe('press page', () => {
  it('lists announcements newest first, with machine-readable dates', () => {
    render(<PressView locale="en" />)
    const items = within(screen.getByRole('region', { name: 'Announcements' })).getAllByRole(
      'article',
    )
    const dates = items.map((a) => a.querySelector('time')!.getAttribute('datetime')!)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(items[0].querySelector('time')).toHaveTextContent('Jun 2, 2026')
    const sweepstakes = items.find((a) => a.textContent?.includes('$1,000,000 sweepstakes'))!
    expect(within(sweepstakes).getByRole('link')).toHaveAttribute('href', '/sweepstakes')
  })

  it('gives the media contact from the brand constants', () => {
    render(<PressView locale="es" />)
    const contact = screen.getByRole('region', { name: 'Contacto de prensa' })
    expect(
      within(contact).getByRole('link', { name: 'Escribir al equipo de prensa' }),
    ).toHaveAttribute('href', `mailto:${BRAND.pressEmail}`)
    expect(contact).toHaveTextContent(BRAND.supportPhone)
  })
})

describe('careers page', () => {
  it('groups open roles by team, each with an email application naming role and place', () => {
    render(<CareersView locale="en" />)
    const roles = screen.getByRole('region', { name: 'Open roles' })
    const teams = within(roles)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(teams).toEqual(['Engineering', 'Inspections', 'Sales', 'Logistics'])
    const apply = within(roles).getAllByRole('link', { name: /^Apply by email for / })
    // Two inspector openings: the location keeps the links apart.
    const names = apply.map((a) => a.getAttribute('aria-label'))
    expect(new Set(names).size).toBe(names.length)
    const houston = within(roles).getByRole('link', {
      name: 'Apply by email for Heavy Equipment Inspector, Houston, TX',
    })
    const href = new URL(houston.getAttribute('href')!)
    expect(href.protocol).toBe('mailto:')
    expect(href.pathname).toBe(BRAND.careersEmail)
    expect(href.searchParams.get('subject')).toBe(
      'Application: Heavy Equipment Inspector (Houston, TX)',
    )
  })

  it('writes the application subject in Spanish on the Spanish page', () => {
    render(<CareersView locale="es" />)
    const link = screen.getByRole('link', {
      name: 'Postularme por correo para Inspector(a) de Maquinaria Pesada, Atlanta, GA',
    })
    expect(new URL(link.getAttribute('href')!).searchParams.get('subject')).toBe(
      'Postulación: Inspector(a) de Maquinaria Pesada (Atlanta, GA)',
    )
  })
})

describe('support page', () => {
  function jsonLd(container: HTMLElement) {
    const scripts = [...container.querySelectorAll('script[type="application/ld+json"]')]
    const all = scripts.map((s) => JSON.parse(s.innerHTML) as { '@type': string })
    return all.find((d) => d['@type'] === 'FAQPage') as {
      '@type': string
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>
    }
  }

  it('answers the spec questions, and describes every one as FAQPage data', () => {
    const { container } = render(<SupportView locale="en" />)
    const questions = screen.getAllByRole('group')
    const data = jsonLd(container)
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity.map((q) => q.name)).toEqual(
      questions.map((d) => d.querySelector('summary')!.textContent),
    )
    const answer = (q: string) => data.mainEntity.find((e) => e.name === q)!.acceptedAnswer.text
    expect(answer('How much can I finance?')).toMatch(/\$2 million.*\$500K/)
    expect(answer('Will pre-qualifying affect my credit score?')).toMatch(/no hard credit pull/)
    expect(answer('How long does it take?')).toMatch(/about 5 minutes.*24 hours/)
    expect(answer('My sign-in link does not work.')).toMatch(/expire after 1 hour/)
    expect(answer('Can you ship to Mexico or Canada?')).toMatch(/cross-border/)
    expect(answer('Can I talk to someone about a machine first?')).toContain(BRAND.supportPhone)
  })

  it('links the external help site only when there is one', () => {
    const { unmount } = render(<SupportView locale="en" helpCenterUrl={null} />)
    expect(screen.queryByRole('link', { name: /help center/i })).toBeNull()
    unmount()
    render(<SupportView locale="en" helpCenterUrl="https://help.example.org/" />)
    expect(screen.getByRole('link', { name: /help center/i })).toHaveAttribute(
      'href',
      'https://help.example.org/',
    )
  })

  it('groups questions by topic with a table of contents, and gives the support contacts', () => {
    render(<SupportView locale="es" />)
    const toc = screen.getByRole('navigation', { name: 'En esta página' })
    expect(
      within(toc)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Comprar equipo',
      'Pon tu precio',
      'Inspecciones',
      'Financiamiento',
      'Envío y recogida',
      'Vender equipo',
      'Cuenta e inicio de sesión',
    ])
    expect(screen.getByRole('link', { name: `Llamar al ${BRAND.supportPhone}` })).toHaveAttribute(
      'href',
      'tel:+15125550142',
    )
    expect(screen.getByRole('link', { name: `Escribir a ${BRAND.supportEmail}` })).toHaveAttribute(
      'href',
      `mailto:${BRAND.supportEmail}`,
    )
  })
})

describe('sweepstakes page', () => {
  it('shows that the contest has ended, with thanks, dates and prizes', () => {
    render(<SweepstakesView locale="en" />)
    const ended = screen.getByRole('region', { name: 'The contest has ended' })
    expect(ended).toHaveTextContent(/Thank you to everyone who entered/)
    expect(ended).toHaveTextContent('from Mar 12, 2023 to Mar 18, 2023')
    const prizes = screen.getByRole('region', { name: 'Prizes' })
    expect(
      within(prizes)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['$1,000,000 in cash', '$1,000 off any machine'])
    expect(screen.getByRole('region', { name: 'How it worked' })).toHaveTextContent(
      'Each entrant picked 5 lucky numbers',
    )
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('says it in Spanish too', () => {
    render(<SweepstakesView locale="es" />)
    expect(screen.getByRole('region', { name: 'El concurso ha terminado' })).toHaveTextContent(
      '¡Gracias a todas las personas que participaron!',
    )
    expect(screen.getByText('$1,000,000 en efectivo')).toBeInTheDocument()
  })

  const window2030 = {
    ...DEFAULT_CONTEST,
    opensAt: '2030-03-12T00:00:00.000Z',
    closesAt: '2030-03-19T00:00:00.000Z',
  }

  it('shows the form it is given while the contest is open, with its last day', () => {
    render(
      <SweepstakesView
        locale="en"
        contest={{ ...window2030, status: 'open' }}
        form={<form aria-label="entry form" />}
      />,
    )
    const open = screen.getByRole('region', { name: 'Enter now' })
    expect(open).toHaveTextContent('Entries are open until the end of Mar 18, 2030')
    expect(within(open).getByRole('form', { name: 'entry form' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'The contest has ended' })).toBeNull()
  })

  it('says when an upcoming contest opens, and links its rules', () => {
    render(<SweepstakesView locale="es" contest={{ ...window2030, status: 'upcoming' }} />)
    const soon = screen.getByRole('region', { name: 'Próximamente' })
    expect(soon).toHaveTextContent('abren el 12 mar 2030')
    expect(within(soon).getByRole('link', { name: 'Leer las bases oficiales' })).toHaveAttribute(
      'href',
      '/es/sweepstakes/official-rules',
    )
    expect(screen.queryByRole('form')).toBeNull()
  })
})

describe('sweepstakes official rules', () => {
  it('names the sponsor, the configured dates, the prizes and how winners are notified', () => {
    render(<SweepstakesRulesView locale="en" />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ironyard Sweepstakes: official rules',
    )
    expect(screen.getByRole('region', { name: 'Sponsor' })).toHaveTextContent(
      `${BRAND.legalName}, ${BRAND.street}`,
    )
    expect(screen.getByRole('region', { name: 'Entry period' })).toHaveTextContent(
      'from Mar 12, 2023 until the end of Mar 18, 2023',
    )
    expect(screen.getByRole('region', { name: 'No purchase necessary' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Prizes' })).toHaveTextContent('$1,000,000 in cash')
    expect(
      screen.getByRole('region', { name: 'How winners are picked and notified' }),
    ).toHaveTextContent('Winners are notified by email')
    expect(screen.getByRole('region', { name: 'How to enter' })).toHaveTextContent(
      '5 different lucky numbers from 1 to 99',
    )
  })

  it('is in Spanish too', () => {
    render(<SweepstakesRulesView locale="es" />)
    expect(screen.getByRole('region', { name: 'No es necesario comprar' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Patrocinador' })).toHaveTextContent(BRAND.legalName)
  })
})
