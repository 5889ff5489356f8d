import { saveInspectionSchema } from '@ironyard/contract/admin-inspection'
import {
  fieldOfPath,
  inspectionFormValues,
  inspectionInputOf,
  inspectorInputOf,
  intentOf,
  lineOfPath,
  setSection,
  UNRATED,
  valuesOfInspection,
} from './inspection-form-data'

/** A form as the browser posts it: every point rated Good unless given. */
function posted(fields: Record<string, string> = {}, ratings: Record<number, string> = {}) {
  const form = new FormData()
  form.set('locale', 'es')
  form.set('stockNumber', 'IY1')
  form.set('inspectorId', '7')
  form.set('inspectedOn', '2026-11-18')
  form.set('overallCondition', 'Great')
  form.set('whatIsGreatEn', 'Tracks at 80%\r\n\r\n  Fresh service  \n')
  form.set('whatIsGreatEs', 'Orugas al 80%\nServicio reciente')
  form.set('whatNeedsWorkEn', '')
  form.set('whatNeedsWorkEs', '')
  for (let p = 1; p <= 150; p++) {
    form.set(`r${p}`, ratings[p] ?? '2')
    form.set(`n${p}en`, '')
    form.set(`n${p}es`, '')
  }
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  return form
}

describe('the inspection form: what the browser posts → the api input', () => {
  it('reads every field: lines trimmed without blanks, ratings by point, notes with their points', () => {
    const { input, notePositions } = inspectionInputOf(
      inspectionFormValues(
        posted(
          { n3en: ' Leaking seal ', n3es: 'Sello con fuga', n40es: 'Solo español' },
          { 1: '4', 2: '-1', 3: '0' },
        ),
      ),
    )
    expect(input).toMatchObject({
      inspectorId: 7,
      inspectedOn: '2026-11-18',
      overallCondition: 'Great',
      whatIsGreatEn: ['Tracks at 80%', 'Fresh service'],
      whatIsGreatEs: ['Orugas al 80%', 'Servicio reciente'],
      whatNeedsWorkEn: [],
      whatNeedsWorkEs: [],
      pointNotes: [
        { position: 3, en: 'Leaking seal', es: 'Sello con fuga' },
        { position: 40, en: '', es: 'Solo español' },
      ],
    })
    expect(input.pointRatings).toHaveLength(150)
    expect(input.pointRatings.slice(0, 5)).toEqual([4, -1, 0, 2, 2])
    expect(notePositions).toEqual([3, 40])
    // What the api then says about the note in one language names the Spanish-only note's English box.
    const parsed = saveInspectionSchema('2026-11-20').safeParse(input)
    expect(parsed.success).toBe(false)
    const issue = parsed.error!.issues[0]
    expect(fieldOfPath(issue.path.join('.'), notePositions)).toBe('n40en')
  })

  it('a form the api accepts as it is', () => {
    const { input } = inspectionInputOf(inspectionFormValues(posted()))
    expect(saveInspectionSchema('2026-11-20').safeParse(input).success).toBe(true)
  })

  it('sends what the api refuses by name for blanks and junk, never a value it would take', () => {
    const { input } = inspectionInputOf(
      inspectionFormValues(
        posted(
          { inspectorId: 'abc', inspectedOn: '', overallCondition: 'Shiny' },
          { 1: '', 2: '7', 3: 'x', 4: '-2' },
        ),
      ),
    )
    expect(input).toMatchObject({ inspectorId: null, inspectedOn: null, overallCondition: null })
    expect(input.pointRatings.slice(0, 5)).toEqual([UNRATED, UNRATED, UNRATED, UNRATED, 2])
    const parsed = saveInspectionSchema('2026-11-20').safeParse(input)
    const paths = parsed.error!.issues.map((i) => i.path.join('.'))
    expect(paths).toEqual(
      expect.arrayContaining([
        'inspectorId',
        'inspectedOn',
        'overallCondition',
        'pointRatings.0',
        'pointRatings.3',
      ]),
    )
  })

  it('a missing rating field (a tampered form) still sends 150 ratings', () => {
    const form = posted()
    form.delete('r150')
    const { input } = inspectionInputOf(inspectionFormValues(form))
    expect(input.pointRatings).toHaveLength(150)
    expect(input.pointRatings[149]).toBe(UNRATED)
  })

  it('maps the api error paths to the form fields', () => {
    expect(fieldOfPath('pointRatings.12', [])).toBe('r13')
    expect(fieldOfPath('pointRatings', [])).toBeNull()
    expect(fieldOfPath('pointNotes.1.es', [3, 40])).toBe('n40es')
    expect(fieldOfPath('pointNotes.1.position', [3, 40])).toBe('n40en')
    expect(fieldOfPath('pointNotes.5.en', [3])).toBeNull()
    expect(fieldOfPath('whatIsGreatEs.0', [])).toBe('whatIsGreatEs')
    expect(lineOfPath('whatIsGreatEs.0')).toBe(1)
    expect(lineOfPath('inspectedOn')).toBeNull()
    expect(fieldOfPath('name', [], 'addInspector')).toBe('newInspector.name')
    expect(fieldOfPath('(root)', [])).toBeNull()
  })

  it('reads the new inspector and the buttons', () => {
    const form = posted({
      'newInspector.name': ' Marta Ríos ',
      'newInspector.certifications': 'CAT Certified\n\nOSHA 30',
      'newInspector.yearsExperience': '12',
      'newInspector.region': '',
      intent: 'addInspector',
    })
    expect(inspectorInputOf(inspectionFormValues(form))).toEqual({
      name: 'Marta Ríos',
      certifications: ['CAT Certified', 'OSHA 30'],
      yearsExperience: 12,
      region: null,
    })
    expect(intentOf(form)).toEqual({ kind: 'addInspector' })
    form.set('newInspector.yearsExperience', 'many')
    expect(inspectorInputOf(inspectionFormValues(form)).yearsExperience).toBe(-1)

    form.set('intent', 'section:2')
    form.set('section.2.points', '5,6,7,999,x')
    form.set('section.2.rating', '-1')
    const intent = intentOf(form)
    expect(intent).toEqual({ kind: 'setSection', index: 2, positions: [5, 6, 7], rating: '-1' })
    const values = inspectionFormValues(form)
    const set = setSection(values, [5, 6, 7], '-1')
    expect([set.r4, set.r5, set.r7, set.r8]).toEqual(['2', '-1', '-1', '2'])
    // No rating chosen: nothing changes.
    expect(setSection(values, [5], '')).toBe(values)
    form.set('intent', 'drop table')
    expect(intentOf(form)).toEqual({ kind: 'save' })
  })

  it('a stored inspection fills the form, which posts it back unchanged', () => {
    const stored = {
      inspectorId: 7,
      inspectedOn: '2026-11-18',
      overallCondition: 'Great',
      whatIsGreatEn: ['Tracks at 80%'],
      whatIsGreatEs: ['Orugas al 80%'],
      whatNeedsWorkEn: ['Mirror', 'Seat'],
      whatNeedsWorkEs: ['Espejo', 'Asiento'],
      pointRatings: Array.from({ length: 150 }, (_, i) => (i % 6) - 1),
      pointNotes: [{ position: 9, en: 'Worn', es: 'Gastado' }],
    }
    const values = valuesOfInspection(stored, '2026-11-20')
    expect(values.whatNeedsWorkEn).toBe('Mirror\nSeat')
    const { input } = inspectionInputOf(values)
    expect(input).toEqual(stored)
    expect(valuesOfInspection(null, '2026-11-20')).toMatchObject({
      inspectorId: '',
      inspectedOn: '2026-11-20',
      r1: '',
    })
  })
})
