import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderServedWithI18n, renderWithI18n, router } from '@/../test/render'
import { syncFormToParams } from './form-url'
import { SearchForm } from './SearchForm'

let currentParams = new URLSearchParams()
jest.mock('next/navigation', () => ({
  useRouter: () => jest.requireActual('../../../test/render').router,
  useSearchParams: () => currentParams,
}))

function Filters() {
  return (
    <>
      <SearchForm id="search-form" action="/equipment">
        <label>
          <input type="checkbox" name="category" value="excavators" /> Excavators
        </label>
        <label>
          <input type="checkbox" name="category" value="wheel-loaders" /> Wheel loaders
        </label>
        <label>
          Max price <input type="number" name="priceMax" />
        </label>
        <label>
          <input type="radio" name="under" value="" defaultChecked /> Any
        </label>
        <label>
          <input type="radio" name="under" value="50000" /> Under 50k
        </label>
      </SearchForm>
      <label>
        Sort
        <select name="sort" form="search-form" defaultValue="recommended">
          <option value="recommended">Recommended</option>
          <option value="advertisedPrice_asc">Price: low to high</option>
        </select>
      </label>
    </>
  )
}

beforeEach(() => {
  jest.clearAllMocks()
  currentParams = new URLSearchParams()
})

describe('SearchForm', () => {
  it('navigates as soon as a filter changes, leaving empty fields out of the URL', async () => {
    const user = userEvent.setup()
    renderWithI18n(<Filters />)
    await user.click(screen.getByLabelText('Excavators'))
    expect(router.push).toHaveBeenLastCalledWith(
      '/equipment?category=excavators&sort=recommended',
      { scroll: false },
    )
  })

  it('includes fields outside the form element that name it (the sort menu)', async () => {
    const user = userEvent.setup()
    renderWithI18n(<Filters />)
    await user.selectOptions(screen.getByLabelText('Sort'), 'advertisedPrice_asc')
    expect(router.push).toHaveBeenLastCalledWith('/equipment?sort=advertisedPrice_asc', {
      scroll: false,
    })
  })

  it('applies typed numbers on submit, without a full page load', async () => {
    const user = userEvent.setup()
    renderWithI18n(<Filters />)
    await user.type(screen.getByLabelText('Max price'), '100000{Enter}')
    expect(router.push).toHaveBeenLastCalledWith('/equipment?priceMax=100000&sort=recommended', {
      scroll: false,
    })
  })

  it('is a plain GET form, so it works without JavaScript', () => {
    renderWithI18n(<Filters />)
    const form = screen.getByRole('search')
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/equipment')
  })

  it('shows what the URL says after a navigation (a removed chip, the back button)', () => {
    const { rerender } = renderWithI18n(<Filters />)
    fireEvent.click(screen.getByLabelText('Excavators'))
    fireEvent.click(screen.getByLabelText('Under 50k'))
    currentParams = new URLSearchParams(
      'category=wheel-loaders&priceMax=75000&sort=advertisedPrice_asc',
    )
    rerender(<Filters />)
    expect(screen.getByLabelText('Excavators')).not.toBeChecked()
    expect(screen.getByLabelText('Wheel loaders')).toBeChecked()
    expect(screen.getByLabelText('Max price')).toHaveValue(75000)
    expect(screen.getByLabelText('Any')).toBeChecked()
    expect(screen.getByLabelText('Sort')).toHaveValue('advertisedPrice_asc')
  })
})

describe('typing while a navigation is on its way (issue 16, defect 2)', () => {
  function PriceRange() {
    return (
      <SearchForm id="search-form" action="/equipment">
        <label>
          Min price <input type="number" name="priceMin" />
        </label>
        <label>
          Max price <input type="number" name="priceMax" />
        </label>
        <button type="submit">Apply filters</button>
      </SearchForm>
    )
  }

  it('keeps what is typed in Max when leaving Min applied Min', async () => {
    const user = userEvent.setup()
    const { rerender } = renderWithI18n(<PriceRange />)
    await user.type(screen.getByLabelText('Min price'), '20000')
    await user.tab()
    expect(router.push).toHaveBeenLastCalledWith('/equipment?priceMin=20000', { scroll: false })
    await user.keyboard('50')
    // The navigation lands while the visitor is still typing in Max.
    currentParams = new URLSearchParams('priceMin=20000')
    rerender(<PriceRange />)
    await user.keyboard('000')
    expect(screen.getByLabelText('Min price')).toHaveValue(20000)
    expect(screen.getByLabelText('Max price')).toHaveValue(50000)
    await user.tab()
    expect(router.push).toHaveBeenLastCalledWith('/equipment?priceMin=20000&priceMax=50000', {
      scroll: false,
    })
  })

  it('keeps a value pasted into Max while Min is being applied, for Enter to apply', async () => {
    const user = userEvent.setup()
    const { rerender } = renderWithI18n(<PriceRange />)
    await user.type(screen.getByLabelText('Min price'), '20000')
    await user.tab()
    await user.paste('75000')
    currentParams = new URLSearchParams('priceMin=20000')
    rerender(<PriceRange />)
    expect(screen.getByLabelText('Max price')).toHaveValue(75000)
    await user.keyboard('{Enter}')
    expect(router.push).toHaveBeenLastCalledWith('/equipment?priceMin=20000&priceMax=75000', {
      scroll: false,
    })
  })

  it('still shows what the URL says in fields untouched since the navigation started', async () => {
    const user = userEvent.setup()
    const { rerender } = renderWithI18n(<PriceRange />)
    await user.type(screen.getByLabelText('Max price'), '90000{Enter}')
    currentParams = new URLSearchParams('priceMin=1000')
    rerender(<PriceRange />)
    expect(screen.getByLabelText('Min price')).toHaveValue(1000)
  })
})

describe('input from before the page hydrates', () => {
  const serveThenHydrate = (beforeScripts: () => void) =>
    renderServedWithI18n(<Filters />, { beforeScripts })

  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('keeps a box ticked while the page loaded, and applies it', async () => {
    await serveThenHydrate(() => fireEvent.click(screen.getByLabelText('Excavators')))
    expect(screen.getByLabelText('Excavators')).toBeChecked()
    expect(router.push).toHaveBeenCalledTimes(1)
    expect(router.push).toHaveBeenLastCalledWith(
      '/equipment?category=excavators&sort=recommended',
      { scroll: false },
    )
  })

  it('keeps a menu choice made while the page loaded, and applies it', async () => {
    await serveThenHydrate(() => {
      const sort = screen.getByLabelText('Sort') as HTMLSelectElement
      sort.value = 'advertisedPrice_asc'
    })
    expect(screen.getByLabelText('Sort')).toHaveValue('advertisedPrice_asc')
    expect(router.push).toHaveBeenLastCalledWith('/equipment?sort=advertisedPrice_asc', {
      scroll: false,
    })
  })

  it('keeps a number typed while the page loaded, for Enter to apply', async () => {
    await serveThenHydrate(() => {
      ;(screen.getByLabelText('Max price') as HTMLInputElement).value = '90000'
    })
    expect(screen.getByLabelText('Max price')).toHaveValue(90000)
    expect(router.push).not.toHaveBeenCalled()
  })

  it('does not navigate when the visitor has not touched anything', async () => {
    await serveThenHydrate(() => undefined)
    expect(router.push).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Any')).toBeChecked()
  })
})

describe('syncFormToParams', () => {
  it('falls back to the first option of a menu for values it does not know', () => {
    renderWithI18n(<Filters />)
    const form = screen.getByRole('search') as HTMLFormElement
    syncFormToParams(form, new URLSearchParams('sort=bogus'))
    expect(screen.getByLabelText('Sort')).toHaveValue('recommended')
  })
})

describe('landing page defaults', () => {
  it('shows the page default sort when the URL names none', () => {
    renderWithI18n(
      <SearchForm
        id="search-form"
        action="/recentlyadded"
        defaults={{ sort: 'advertisedPrice_asc' }}
      >
        <select aria-label="Sort" name="sort" defaultValue="advertisedPrice_asc">
          <option value="recommended">Recommended</option>
          <option value="advertisedPrice_asc">Price</option>
        </select>
      </SearchForm>,
    )
    expect(screen.getByLabelText('Sort')).toHaveValue('advertisedPrice_asc')
  })
})

describe('the "Understood:" row (issue 35)', () => {
  function ReadFilters() {
    return (
      <>
        <SearchForm id="search-form" action="/equipment" carry={['understood']}>
          <label>
            <input type="checkbox" name="make" value="caterpillar" defaultChecked /> Caterpillar
          </label>
          <label>
            <input type="checkbox" name="state" value="TX" defaultChecked /> Texas
          </label>
        </SearchForm>
        <label>
          Sort
          <select name="sort" form="search-form" defaultValue="recommended">
            <option value="recommended">Recommended</option>
            <option value="advertisedPrice_asc">Price: low to high</option>
          </select>
        </label>
      </>
    )
  }
  const understood = 'understood=make%3Acaterpillar%2Cstate%3ATX'

  beforeEach(() =>
    window.history.replaceState(null, '', `/equipment?make=caterpillar&state=TX&${understood}`),
  )
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('is kept when only the sort changes', async () => {
    const user = userEvent.setup()
    renderWithI18n(<ReadFilters />)
    await user.selectOptions(screen.getByLabelText('Sort'), 'advertisedPrice_asc')
    expect(router.push).toHaveBeenLastCalledWith(
      `/equipment?make=caterpillar&state=TX&sort=advertisedPrice_asc&${understood}`,
      { scroll: false },
    )
  })

  it('is dropped as soon as a filter is changed by hand', async () => {
    const user = userEvent.setup()
    renderWithI18n(<ReadFilters />)
    await user.click(screen.getByLabelText('Texas'))
    expect(router.push).toHaveBeenLastCalledWith('/equipment?make=caterpillar&sort=recommended', {
      scroll: false,
    })
  })
})
