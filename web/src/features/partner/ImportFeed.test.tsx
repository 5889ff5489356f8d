import type { FeedImportResult } from '@ironyard/contract/partner-feed'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { ImportFeed, importUrl, type ImportFeedTexts } from './ImportFeed'
import { importTexts } from './ImportPage'
import { ImportReport, reportLines, reportTotals } from './ImportReport'
import type { RequestMakeState } from './partner-actions'

/** The page's texts as ImportPage builds them (the real Spanish strings). */
const texts = (): ImportFeedTexts => importTexts('es')

const requestMake = jest.fn<Promise<RequestMakeState>, [RequestMakeState, FormData]>()
jest.mock('./partner-actions', () => ({
  requestMakeAction: (prev: RequestMakeState, form: FormData) => requestMake(prev, form),
}))

const dryRun: FeedImportResult = {
  dryRun: true,
  created: 1,
  updated: 0,
  unchanged: 0,
  failed: 1,
  removed: [],
  rows: [
    {
      row: 3,
      stockNumber: 'ACME-2',
      errors: [
        { field: 'year', message: 'Escribe un año válido.' },
        { field: 'price_usd', message: 'Escribe un precio válido.' },
      ],
    },
  ],
}

/** What fetch resolves with (jsdom has no Response): the status and the JSON body. */
const answer = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
})

let upstream: jest.Mock
beforeEach(() => {
  upstream = jest.fn()
  global.fetch = upstream as never
})

const choose = (content: string, name = 'stock.csv') => {
  const file = new File([content], name, { type: 'text/csv' })
  fireEvent.change(screen.getByLabelText('Archivo CSV'), { target: { files: [file] } })
  return file
}

describe('the import report', () => {
  it('lists one line per refused cell: the file line, stock number, column and message', () => {
    expect(reportLines(dryRun).map((l) => [l.row, l.stockNumber, l.field])).toEqual([
      [3, 'ACME-2', 'year'],
      [3, 'ACME-2', 'price_usd'],
    ])
    render(
      <ImportReport
        locale="es"
        result={{ ...dryRun, removed: ['OLD-1'] }}
        texts={texts().report}
      />,
    )
    const table = screen.getByRole('table', { name: 'Filas con errores' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(rows[1]).toHaveTextContent('3ACME-2yearEscribe un año válido.')
    expect(reportTotals(dryRun, texts().report)).toBe(
      '1 nuevas, 0 actualizadas, 0 sin cambios, 1 con errores.',
    )
    expect(screen.getByText('Retiradas (no están en el archivo): OLD-1')).toBeInTheDocument()
  })

  it('says when the file has no errors', () => {
    render(
      <ImportReport
        locale="es"
        result={{ ...dryRun, failed: 0, rows: [] }}
        texts={texts().report}
      />,
    )
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByText('El archivo no tiene errores.')).toBeInTheDocument()
  })
})

describe("a check's plan and the makes the catalogue lacks (issue 36, defect 6)", () => {
  const checked: FeedImportResult = {
    ...dryRun,
    updated: 1,
    unchanged: 1,
    removed: ['OLD-1'],
    changes: [
      { row: 2, stockNumber: 'ACME-1', action: 'create', fields: [] },
      { row: 4, stockNumber: 'ACME-3', action: 'update', fields: ['hours', 'price_usd'] },
      { row: 5, stockNumber: 'ACME-4', action: 'unchanged', fields: [] },
      { row: null, stockNumber: 'OLD-1', action: 'remove', fields: [] },
    ],
    unknownMakes: [
      { make: 'Caterpilar', suggestions: ['Caterpillar', 'Cat Rental'] },
      { make: 'Zzyzx Iron', suggestions: [] },
    ],
  }

  it('says what each row would do, with the columns an update changes', () => {
    render(<ImportReport locale="es" result={checked} texts={texts().report} />)
    const plan = screen.getByRole('table', { name: 'Lo que haría la importación' })
    const rows = within(plan).getAllByRole('row')
    expect(rows.map((r) => r.textContent)).toEqual([
      'LíneaNúmero de inventarioQué pasaColumnas que cambian',
      '2ACME-1Publicación nueva—',
      '4ACME-3Se actualizahours, price_usd',
      '5ACME-4Sin cambios—',
      '—OLD-1Se retira (no está en el archivo)—',
    ])
    // The refused row stays in its own table.
    expect(screen.getByRole('table', { name: 'Filas con errores' })).toHaveTextContent('ACME-2')
  })

  it('offers the closest makes and asks for a missing one without losing the report', async () => {
    requestMake.mockResolvedValue({
      values: {},
      result: { ok: true, data: { name: 'Zzyzx Iron', alreadyRequested: false } },
    })
    render(<ImportReport locale="es" result={checked} texts={texts().report} />)
    const makes = screen.getByRole('region', { name: 'Marcas que no están en nuestro catálogo' })
    expect(makes).toHaveTextContent('Caterpilar: ¿Quisiste decir Caterpillar o Cat Rental?')
    expect(makes).toHaveTextContent('Zzyzx Iron: No hay una marca parecida en nuestro catálogo.')
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Pídenos agregar Zzyzx Iron' })),
    )
    await waitFor(() =>
      expect(
        screen.getByText(
          'Gracias: nuestro equipo revisará Zzyzx Iron y la agregará al catálogo. Luego vuelve a importar esas filas.',
        ),
      ).toBeInTheDocument(),
    )
    expect(requestMake.mock.calls[0][1].get('name')).toBe('Zzyzx Iron')
    expect(requestMake.mock.calls[0][1].get('locale')).toBe('es')
    expect(screen.getByRole('table', { name: 'Lo que haría la importación' })).toBeInTheDocument()
  })
})

describe('the CSV import (check, then import)', () => {
  it('checks the file (a dry run), announces the report, then imports it for real', async () => {
    render(<ImportFeed locale="es" maxBytes={1000} texts={texts()} />)
    const importButton = screen.getByRole('button', { name: 'Importar' })
    expect(importButton).toBeDisabled()
    const file = choose('stock_number,category\nACME-1,x\n')
    upstream.mockResolvedValueOnce(answer(200, dryRun))
    fireEvent.click(screen.getByRole('button', { name: 'Revisar el archivo' }))
    const status = await screen.findByRole('status')
    await waitFor(() =>
      expect(status).toHaveTextContent('Resultado de la revisión (nada se escribió)'),
    )
    expect(status).toHaveTextContent('1 nuevas, 0 actualizadas, 0 sin cambios, 1 con errores.')
    expect(screen.getByRole('table', { name: 'Filas con errores' })).toHaveTextContent(
      'Escribe un precio válido.',
    )
    const [url, init] = upstream.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/partner/listings/import?locale=es&dryRun=true')
    expect(init.body).toBe(file)
    expect((init.headers as Record<string, string>)['content-type']).toMatch(/^text\/csv/)

    upstream.mockResolvedValueOnce(answer(200, { ...dryRun, dryRun: false }))
    expect(importButton).toBeEnabled()
    fireEvent.click(importButton)
    await waitFor(() => expect(status).toHaveTextContent('Importación terminada'))
    expect(upstream.mock.calls[1][0]).toBe('/api/partner/listings/import?locale=es')
    // Importing again asks for a new check first.
    expect(importButton).toBeDisabled()
  })

  it('asks for a new check after another file or mode, and sends replace when chosen', async () => {
    render(<ImportFeed locale="es" maxBytes={1000} texts={texts()} />)
    choose('a')
    upstream.mockResolvedValue(answer(200, dryRun))
    fireEvent.click(screen.getByRole('button', { name: 'Revisar el archivo' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Importar' })).toBeEnabled())
    fireEvent.change(screen.getByLabelText('Qué hacer'), { target: { value: 'replace' } })
    expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: 'Revisar el archivo' }))
    await waitFor(() => expect(upstream).toHaveBeenCalledTimes(2))
    expect(upstream.mock.calls[1][0]).toBe(importUrl('es', true, 'replace'))
    expect(importUrl('es', true, 'replace')).toBe(
      '/api/partner/listings/import?locale=es&dryRun=true&mode=replace',
    )
  })

  it("shows the api's refusal of the whole file as an alert, and refuses a file over the limit unsent", async () => {
    render(<ImportFeed locale="es" maxBytes={5} texts={texts()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Revisar el archivo' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Primero elige un archivo CSV.')
    choose('0123456789', 'grande.csv')
    fireEvent.click(screen.getByRole('button', { name: 'Revisar el archivo' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('grande.csv supera el tamaño máximo')
    expect(upstream).not.toHaveBeenCalled()
    choose('a')
    upstream.mockResolvedValueOnce(
      answer(400, { error: { code: 'VALIDATION', message: 'Faltan columnas: zip.' } }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Revisar el archivo' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Faltan columnas: zip.'),
    )
    expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled()
  })
})
