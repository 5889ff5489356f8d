import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { conditionEnum, inspectionDocumentKindEnum } from './enums'
import { listings } from './listings'

/** Inspector card (spec §3): name, certifications, inspections done, years of experience. */
export const inspectors = pgTable('inspectors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  certifications: text('certifications').array().notNull().default([]),
  inspectionsDone: integer('inspections_done').notNull(),
  yearsExperience: smallint('years_experience').notNull(),
  region: text('region'),
})

/**
 * The 150 points of the inspection (sections and names in both languages). An inspection stores
 * one rating per point, in this table's `position` order, so a report is one row, not 150.
 */
export const inspectionPoints = pgTable('inspection_points', {
  position: smallint('position').primaryKey(),
  section: text('section').notNull(),
  sectionEs: text('section_es').notNull(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
})

export const inspections = pgTable(
  'inspections',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    inspectorId: integer('inspector_id')
      .notNull()
      .references(() => inspectors.id),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }).notNull(),
    overallCondition: conditionEnum('overall_condition').notNull(),
    whatIsGreatEn: text('what_is_great_en').array().notNull(),
    whatIsGreatEs: text('what_is_great_es').array().notNull(),
    whatNeedsWorkEn: text('what_needs_work_en').array().notNull(),
    whatNeedsWorkEs: text('what_needs_work_es').array().notNull(),
    /** Rating per inspection point, 0 = Poor .. 4 = Excellent, -1 = not applicable. */
    pointRatings: smallint('point_ratings').array().notNull(),
    /** Notes on some points, keyed by point position. */
    pointNotes: jsonb('point_notes').$type<Record<string, { en: string; es: string }>>().notNull(),
  },
  (t) => [uniqueIndex('inspections_listing_uq').on(t.listingId)],
)

/** Spec §3: the 11 kinds of inspection document. Files are rendered by the api on request. */
export const inspectionDocuments = pgTable(
  'inspection_documents',
  {
    id: serial('id').primaryKey(),
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    kind: inspectionDocumentKindEnum('kind').notNull(),
    title: text('title').notNull(),
    pages: smallint('pages').notNull(),
    /** An uploaded PDF's storage key (issue 14); null: the api renders the document on request. */
    fileKey: text('file_key'),
    /** The uploaded file's size in bytes (null when rendered). */
    byteSize: integer('byte_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inspection_documents_kind_uq').on(t.inspectionId, t.kind),
    index('inspection_documents_inspection_idx').on(t.inspectionId),
  ],
)

export type Inspector = typeof inspectors.$inferSelect
export type Inspection = typeof inspections.$inferSelect
export type NewInspection = typeof inspections.$inferInsert
export type InspectionDocument = typeof inspectionDocuments.$inferSelect
export type InspectionPoint = typeof inspectionPoints.$inferSelect
