import { render, screen } from '@testing-library/react'
import enEquipment from '@/i18n/locales/en/equipment.json'
import esEquipment from '@/i18n/locales/es/equipment.json'
import { ListingDescription } from './ListingDescription'

const ENGLISH = 'Clean machine, one owner, new undercarriage.'

describe('the description of a listing page (issue 36, defect 6)', () => {
  it('on a Spanish page without a Spanish text: the English one, marked English and said so', () => {
    render(
      <ListingDescription
        locale="es"
        listing={{ description: ENGLISH, descriptionLanguage: 'en' }}
      />,
    )
    expect(screen.getByText(ENGLISH)).toHaveAttribute('lang', 'en')
    expect(screen.getByText(esEquipment.descriptionEnglishOnly)).toBeInTheDocument()
    expect(esEquipment.descriptionEnglishOnly).toBe('Descripción disponible solo en inglés.')
  })

  it('in the page language: no lang of its own and no note', () => {
    render(
      <ListingDescription
        locale="es"
        listing={{ description: 'Máquina limpia.', descriptionLanguage: 'es' }}
      />,
    )
    expect(screen.getByText('Máquina limpia.')).not.toHaveAttribute('lang')
    expect(screen.queryByText(esEquipment.descriptionEnglishOnly)).toBeNull()
    document.body.innerHTML = ''
    render(
      <ListingDescription
        locale="en"
        listing={{ description: ENGLISH, descriptionLanguage: 'en' }}
      />,
    )
    expect(screen.getByText(ENGLISH)).not.toHaveAttribute('lang')
    expect(screen.queryByText(enEquipment.descriptionEnglishOnly)).toBeNull()
  })

  it('nothing without a description', () => {
    const { container } = render(
      <ListingDescription locale="es" listing={{ description: null, descriptionLanguage: null }} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
