import { desc, eq } from 'drizzle-orm'
import { auditLog, inspections, inspectors, listings } from '../../../src/db/schema'
import { createAccountApp, createUser, errorOf, type AccountTestApp } from '../../account/helpers'
import { insertListing } from '../../factories'
import { ensureInspectionPoints, inspectionInput, insertInspector, ratings, SAVE } from './helpers'

describe('inspection entry: validation per field, in the caller language', () => {
  let t: AccountTestApp
  let inspectorId: number
  let stockNumber: string
  let listingId: number
  beforeAll(async () => {
    t = await createAccountApp()
    const admin = await createUser(t.database, { email: 'checker@example.com' })
    t.as({ ...admin, roles: ['admin'] })
    await ensureInspectionPoints(t.database)
    inspectorId = (await insertInspector(t.database)).id
    const l = await insertListing(t.database, { status: 'available' })
    stockNumber = l.stockNumber
    listingId = l.id
  })
  afterAll(() => t.close())

  const save = (input: Record<string, unknown>, locale = 'es') =>
    t.gql(SAVE, { s: stockNumber, input }, { 'accept-language': locale })
  const refused = async (input: Record<string, unknown>, locale = 'es') => {
    const res = await save(input, locale)
    const e = errorOf(res)
    expect(e.code).toBe('VALIDATION')
    return Object.fromEntries(e.fields.map((f) => [f.path, { key: f.key, message: f.message }]))
  }
  afterEach(async () => {
    // Nothing refused was stored.
    expect(
      await t.database.db.select().from(inspections).where(eq(inspections.listingId, listingId)),
    ).toEqual([])
    const [l] = await t.database.db.select().from(listings).where(eq(listings.id, listingId))
    expect(l.hasInspection).toBe(false)
  })

  it('149 ratings', async () => {
    expect(
      await refused(inspectionInput(inspectorId, { pointRatings: ratings().slice(1) })),
    ).toEqual({
      pointRatings: {
        key: 'inspection-admin:errors.ratingsCount',
        message: 'La inspección necesita una calificación para cada uno de los 150 puntos',
      },
    })
  })

  it('a rating of 7 names the point', async () => {
    expect(
      await refused(inspectionInput(inspectorId, { pointRatings: ratings({ 13: 7, 14: -2 }) })),
    ).toEqual({
      'pointRatings.12': {
        key: 'inspection-admin:errors.ratingInvalid',
        message: 'Califica de Mala a Excelente, o no aplica',
      },
      'pointRatings.13': {
        key: 'inspection-admin:errors.ratingInvalid',
        message: 'Califica de Mala a Excelente, o no aplica',
      },
    })
  })

  it('a date in the future (by the api clock), before 2000, or not a date', async () => {
    // The suite clock is 2026-11-20.
    expect(await refused(inspectionInput(inspectorId, { inspectedOn: '2026-11-21' }))).toEqual({
      inspectedOn: {
        key: 'inspection-admin:errors.dateFuture',
        message: 'La fecha de la inspección no puede estar en el futuro',
      },
    })
    expect(
      await refused(inspectionInput(inspectorId, { inspectedOn: '1999-12-31' }), 'en'),
    ).toEqual({
      inspectedOn: {
        key: 'inspection-admin:errors.dateTooEarly',
        message: 'The inspection date cannot be before 2000',
      },
    })
    expect(
      (await refused(inspectionInput(inspectorId, { inspectedOn: '2026-02-30' }))).inspectedOn.key,
    ).toBe('inspection-admin:errors.dateInvalid')
    expect(
      (await save(inspectionInput(inspectorId, { inspectedOn: '2026-11-20' }))).errors,
    ).toBeUndefined()
    await t.gql(`mutation { deleteInspection(stockNumber: "${stockNumber}") { stockNumber } }`)
  })

  it('an inspector nobody has, or none chosen', async () => {
    expect(await refused(inspectionInput(999_999))).toEqual({
      inspectorId: {
        key: 'inspection-admin:errors.inspectorUnknown',
        message: 'Ningún inspector tiene este número: elige uno de la lista o agrega uno',
      },
    })
    expect(
      (await refused(inspectionInput(inspectorId, { inspectorId: null }))).inspectorId.key,
    ).toBe('inspection-admin:errors.inspectorRequired')
  })

  it('lines: at least one great line each language, at most 20 of 300 characters, needs-work in both', async () => {
    const fields = await refused(
      inspectionInput(inspectorId, {
        whatIsGreatEn: ['   ', ''],
        whatIsGreatEs: ['x'.repeat(301)],
        whatNeedsWorkEn: Array.from({ length: 21 }, (_, i) => `Line ${i}`),
        overallCondition: null,
      }),
    )
    expect(fields).toEqual({
      whatIsGreatEn: {
        key: 'inspection-admin:errors.greatRequired',
        message: 'Escribe al menos un punto fuerte',
      },
      'whatIsGreatEs.0': {
        key: 'inspection-admin:errors.lineTooLong',
        message: 'Cada línea puede tener como máximo 300 caracteres',
      },
      whatNeedsWorkEn: {
        key: 'inspection-admin:errors.tooManyLines',
        message: 'Como máximo 20 líneas',
      },
      overallCondition: {
        key: 'inspection-admin:errors.conditionRequired',
        message: 'Elige el estado general',
      },
    })
    expect(await refused(inspectionInput(inspectorId, { whatNeedsWorkEs: [] }), 'en')).toEqual({
      whatNeedsWorkEs: {
        key: 'inspection-admin:errors.translationMissing',
        message: 'Write these lines in both languages, or leave both empty',
      },
    })
  })

  it('notes: at most 1,000 characters, on one of the 150 points, once, in both languages', async () => {
    const fields = await refused(
      inspectionInput(inspectorId, {
        pointNotes: [
          { position: 4, en: 'x'.repeat(1_001), es: 'y' },
          { position: 151, en: 'a', es: 'b' },
        ],
      }),
    )
    expect(fields).toEqual({
      'pointNotes.0.en': {
        key: 'inspection-admin:errors.noteTooLong',
        message: 'Una nota puede tener como máximo 1,000 caracteres',
      },
      'pointNotes.1.position': {
        key: 'inspection-admin:errors.notePosition',
        message: 'La nota no corresponde a ninguno de los 150 puntos',
      },
    })
    expect(
      await refused(
        inspectionInput(inspectorId, {
          pointNotes: [
            { position: 4, en: 'Worn', es: 'Gastado' },
            { position: 4, en: 'Again', es: 'Otra vez' },
            { position: 5, en: 'Only English' },
          ],
        }),
      ),
    ).toEqual({
      'pointNotes.1.position': {
        key: 'inspection-admin:errors.noteDuplicate',
        message: 'Este punto ya tiene una nota',
      },
      'pointNotes.2.es': {
        key: 'inspection-admin:errors.noteTranslationMissing',
        message: 'Escribe la nota en ambos idiomas',
      },
    })
  })
})

describe('createInspector', () => {
  let t: AccountTestApp
  beforeAll(async () => {
    t = await createAccountApp()
    const admin = await createUser(t.database, { email: 'hr@example.com' })
    t.as({ ...admin, roles: ['admin'] })
  })
  afterAll(() => t.close())
  const CREATE = `mutation ($input: CreateInspectorInput!) {
    createInspector(input: $input) { id name certifications yearsExperience region inspectionsDone } }`

  it('adds an inspector with no inspections yet, audited; a name on file is refused', async () => {
    const res = await t.gql<{ createInspector: { id: number } }>(CREATE, {
      input: {
        name: '  Marta Ríos ',
        certifications: ['CAT Certified', ' ', 'CAT Certified', 'OSHA 30'],
        yearsExperience: 12,
        region: 'TX',
      },
    })
    expect(res.errors).toBeUndefined()
    expect(res.data!.createInspector).toMatchObject({
      name: 'Marta Ríos',
      certifications: ['CAT Certified', 'OSHA 30'],
      yearsExperience: 12,
      region: 'TX',
      inspectionsDone: 0,
    })
    const { id } = res.data!.createInspector
    const [row] = await t.database.db.select().from(inspectors).where(eq(inspectors.id, id))
    expect(row.inspectionsDone).toBe(0)
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, 'inspector'))
      .orderBy(desc(auditLog.id))
    expect(entry).toMatchObject({
      action: 'inspector.create',
      entityKey: String(id),
      actorEmail: 'hr@example.com',
      before: null,
      after: expect.objectContaining({ name: 'Marta Ríos' }),
    })

    const twice = await t.gql(
      CREATE,
      { input: { name: 'marta ríos', yearsExperience: 3 } },
      {
        'accept-language': 'es',
      },
    )
    expect(errorOf(twice).fields).toEqual([
      {
        path: 'name',
        key: 'inspection-admin:errors.inspectorExists',
        message: 'Ya existe un inspector con este nombre',
      },
    ])
  })

  it('refuses an empty name and impossible years, per field', async () => {
    const res = await t.gql(CREATE, {
      input: { name: ' ', yearsExperience: 90, region: 'x'.repeat(81) },
    })
    expect(errorOf(res).code).toBe('VALIDATION')
    expect(errorOf(res).fields.map((f) => [f.path, f.key])).toEqual([
      ['name', 'inspection-admin:errors.nameRequired'],
      ['yearsExperience', 'inspection-admin:errors.yearsInvalid'],
      ['region', 'inspection-admin:errors.regionTooLong'],
    ])
  })
})
