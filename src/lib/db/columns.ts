import type { CreateTableBuilder } from 'kysely';

/** A column type as addColumn takes it ('text', 'varchar(40)', sql`…`). */
type ColumnType = Parameters<CreateTableBuilder<string, string>['addColumn']>[1];

/**
 * Migrations: adds NOT NULL columns ({name: type}, in the order written) to a table being
 * created. Used with the builder's $call, so keys, defaults and nullable columns stay beside them:
 *   db.schema.createTable('leads').addColumn('id', …).$call(notNullColumns({ email: 'varchar(254)' }))
 */
export function notNullColumns(columns: Record<string, ColumnType>) {
  return <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>): CreateTableBuilder<TB, C | string> => {
    let next: CreateTableBuilder<TB, C | string> = table;
    for (const [name, type] of Object.entries(columns)) next = next.addColumn(name, type, (column) => column.notNull());
    return next;
  };
}
