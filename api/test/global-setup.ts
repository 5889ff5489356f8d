import { templateDatabaseSetup } from './helpers/db'

/** Once per Jest run: build a migrated template database that every test file copies. */
export default async function globalSetup(): Promise<void> {
  await templateDatabaseSetup()
}
