import { render, screen } from '@testing-library/react'
import { useTranslation } from 'react-i18next'
import { I18nProvider } from './I18nProvider'
import { pickResources, pickScope, type TranslationPick } from './resources'

function Texts({ ns, keys }: { ns: 'auth' | 'common'; keys: string[] }) {
  const { t } = useTranslation(ns)
  return <p>{keys.map((k) => t(k)).join(' | ')}</p>
}

function Provider({ picks, children }: { picks: TranslationPick[]; children: React.ReactNode }) {
  return (
    <I18nProvider locale="es" resources={pickResources('es', picks)} scope={pickScope(picks)}>
      {children}
    </I18nProvider>
  )
}

describe('I18nProvider', () => {
  it("adds a nested provider's keys of a namespace to the ones above, without dropping them", () => {
    render(
      <Provider picks={[{ ns: 'auth', keys: ['entry'] }]}>
        <Provider picks={[{ ns: 'auth', keys: ['authenticate.title'] }]}>
          <Texts ns="auth" keys={['entry.signIn', 'authenticate.title', 'menu.signOut']} />
        </Provider>
      </Provider>,
    )
    // The page's own key and the layout's, and a key nobody shipped shows as missing (spec §8).
    expect(screen.getByText('Iniciar sesión | Iniciando tu sesión | Falta clave')).toBeTruthy()
  })

  it('does not serve one set of picks from the instance of another with the same namespaces', () => {
    render(
      <>
        <Provider picks={[{ ns: 'common', keys: ['nav.menu'] }]}>
          <Texts ns="common" keys={['nav.menu', 'nav.blog']} />
        </Provider>
        <Provider picks={[{ ns: 'common', keys: ['nav.blog'] }]}>
          <Texts ns="common" keys={['nav.menu', 'nav.blog']} />
        </Provider>
      </>,
    )
    expect(screen.getByText('Menú | Falta clave')).toBeTruthy()
    expect(screen.getByText('Falta clave | Blog')).toBeTruthy()
  })
})
