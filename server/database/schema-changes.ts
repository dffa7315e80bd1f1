// What the migrations share: a column added once, so that running a migration again changes nothing
// (as `ifNotExists` does for tables and indexes).
import type { AlterTableBuilder, ColumnDefinitionBuilder, Kysely } from 'kysely'

type DataType = Parameters<AlterTableBuilder['addColumn']>[1]

export async function addColumnOnce(
  db: Kysely<unknown>,
  table: string,
  column: string,
  type: DataType,
  build: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder = (definition) => definition,
): Promise<void> {
  const found = (await db.introspection.getTables()).find((candidate) => candidate.name === table)
  if (found?.columns.some((existing) => existing.name === column)) return
  await db.schema.alterTable(table).addColumn(column, type, build).execute()
}
