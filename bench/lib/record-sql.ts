import pg from "pg";

/** A statement as the app sent it to PostgreSQL. */
export interface Statement {
  text: string;
  values: unknown[];
}

/** Every statement a pg client sends while `capturing` is on. */
let capturing: Statement[] | null = null;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, values] = args;
  if (capturing && config) {
    if (typeof config === "string") capturing.push({ text: config, values: (values as unknown[]) ?? [] });
    else if (typeof config === "object" && "text" in config) {
      const c = config as { text: string; values?: unknown[] };
      capturing.push({ text: c.text, values: c.values ?? (values as unknown[]) ?? [] });
    }
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/**
 * The statements one request sends, in order: a baseline replays them in a bare Fastify + pg
 * handler to show what the app's framework, hooks and use cases cost on top of its SQL.
 */
export async function recordStatements(url: string, init: RequestInit): Promise<Statement[]> {
  capturing = [];
  const res = await fetch(url, init);
  await res.arrayBuffer();
  const recorded = capturing;
  capturing = null;
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return recorded;
}
