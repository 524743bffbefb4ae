import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

const asText = (value: string): string => value;

/**
 * The types whose text drizzle maps itself (its pglite driver asks for them unparsed): the
 * timestamps, dates and intervals, and arrays of those and of numerics.
 */
const DRIZZLE_RAW_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  return options?.parsers === undefined ? options : { ...options, parsers: undefined };
}

function queryWithoutParsers(target: PGlite | Transaction) {
  return (query: string, params?: unknown[], options?: QueryOptions) =>
    target.query(query, params, withoutParsers(options));
}

/** The property of the instance itself: PGlite's methods use private fields, not the proxy's. */
function own(target: object, property: string | symbol): unknown {
  const value: unknown = Reflect.get(target, property, target);
  return typeof value === 'function' ? value.bind(target) : value;
}

function transactionClient(tx: Transaction): Transaction {
  return new Proxy(tx, {
    get: (target, property) =>
      property === 'query' ? queryWithoutParsers(target) : own(target, property),
  });
}

/**
 * The PGlite client to give drizzle. Drizzle passes its parsers with every query, and PGlite
 * then copies its whole parser map (one entry per array type of the database, some 350) into
 * a new object for that query: about a third of the database time of a small read. The
 * client gets those parsers once, and the queries go without them: the same values reach
 * drizzle.
 */
export function drizzleClient(client: PGlite): PGlite {
  for (const type of DRIZZLE_RAW_TYPES) client.parsers[type] = asText;
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return queryWithoutParsers(target);
      if (property === 'transaction') {
        return <R>(work: (tx: Transaction) => Promise<R>) =>
          target.transaction((tx) => work(transactionClient(tx)));
      }
      return own(target, property);
    },
  });
}
