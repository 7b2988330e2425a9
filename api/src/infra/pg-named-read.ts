import pg from 'pg';

// node-postgres' own value writer (dates, arrays, JSON objects as text), which its Bind uses: the same parameters.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { prepareValue } = require('pg/lib/utils') as { prepareValue(value: unknown): unknown };

/** What of node-postgres' connection (`pg/lib/connection.js`) a run uses; not in its typings. */
interface Connection {
  parsedStatements: Record<string, string>;
  bind(config: { portal: string; statement: string; values: unknown[]; binary?: boolean; valueMapper(value: unknown): unknown }): void;
  execute(config: { portal: string }): void;
  sync(): void;
}

/** A result's row shape, as node-postgres' `Result.addFields` builds it from a RowDescription. */
interface Shape {
  fields: unknown[];
  parsers: unknown[];
  empty: Record<string, null>;
}

/** node-postgres' Query and Result as they are (`pg/lib/query.js`, `result.js`), the members used here. */
interface QueryInternals {
  name?: string;
  text: string;
  values: unknown[];
  binary?: boolean;
  _accumulateRows?: boolean;
  _result: { fields: unknown[]; _parsers: unknown[]; _prebuiltEmptyResultObject: Record<string, null> | null };
  prepare(connection: Connection): void;
  handleRowDescription(msg: unknown): void;
  handleError(err: unknown, connection: Connection): void;
}
const Query = pg.Query as unknown as new (text: string, values: unknown[]) => QueryInternals;

/** Each connection's prepared statements' row shapes, by name (a connection that is gone takes its own with it). */
const shapes = new WeakMap<Connection, Map<string, Shape>>();

/**
 * A run of a named statement (QueryOptions.name) that does not ask for its row description again.
 *
 * node-postgres runs a prepared statement as Bind, Describe (portal), Execute, Sync every time, and on each answer's
 * RowDescription builds the row's parsers and template anew (`Result.addFields`); it also copies each query's config
 * property by property (`cloneQueryConfig`). A prepared statement's columns cannot change while it exists — should
 * a table change under it so that its result would, PostgreSQL refuses to run it ("cached plan must not change result
 * type") — so its first run on a connection describes it and keeps the shape, and the next runs there send Bind,
 * Execute, Sync and parse the rows with the kept parsers: the same rows, one message fewer each way and no rebuild.
 * The shape is kept per connection and per name (one name is one SQL text, db.ts), with the connection.
 */
export class NamedRead extends Query {
  /** The connection whose shape this run learns (its first there), or null. */
  private learning: Connection | null = null;

  constructor(name: string, text: string, values: unknown[]) {
    super(text, values);
    this.name = name;
  }

  override prepare(connection: Connection): void {
    const name = this.name!;
    const shape = connection.parsedStatements[name] === this.text ? shapes.get(connection)?.get(name) : undefined;
    if (!shape) {
      this.learning = connection;
      super.prepare(connection);
      return;
    }
    try {
      connection.bind({ portal: '', statement: name, values: this.values, binary: this.binary, valueMapper: prepareValue });
    } catch (err) {
      // A parameter that cannot be written: nothing was sent, and the Sync's ReadyForQuery ends this run in its turn.
      connection.sync();
      this.handleError(err, connection);
      return;
    }
    const result = this._result;
    result.fields = shape.fields;
    result._parsers = shape.parsers;
    result._prebuiltEmptyResultObject = shape.empty;
    // What handleRowDescription sets: rows are collected for the callback (pg-pool's and client.query's).
    this._accumulateRows = true;
    connection.execute({ portal: '' });
    connection.sync();
  }

  override handleRowDescription(msg: unknown): void {
    super.handleRowDescription(msg);
    const connection = this.learning;
    if (!connection) return;
    this.learning = null;
    const { fields, _parsers, _prebuiltEmptyResultObject } = this._result;
    if (!_prebuiltEmptyResultObject) return;
    let known = shapes.get(connection);
    if (!known) shapes.set(connection, (known = new Map()));
    known.set(this.name!, { fields, parsers: _parsers, empty: _prebuiltEmptyResultObject });
  }
}
