import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isCollection, parseDocument, visit } from 'yaml';

// The compose files read as `docker compose` reads them, without a Docker engine: interpolation (${VAR},
// ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, $$), YAML merge keys, and the merge of an override
// file (maps merged key by key, the lists compose appends appended, `!reset` and `!override`).
export const root = join(__dirname, '..', '..');

export interface Service {
  image?: string;
  build?: { context?: string; target?: string; args?: Record<string, string> };
  command?: string[];
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  deploy?: { replicas?: number };
  profiles?: string[];
  restart?: string;
  read_only?: boolean;
  tmpfs?: string[];
  healthcheck?: { test: string[]; interval?: string; start_period?: string };
}
export interface Compose {
  name?: string;
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

/** The error `docker compose` stops with when a `${VAR:?message}` variable is missing. */
export class MissingVariable extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`required variable ${variable} is missing a value: ${message}`);
  }
}

/** Compose's interpolation of one string. */
export function interpolate(value: string, vars: Record<string, string | undefined>): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    if (value.startsWith('$$', i)) {
      out += '$';
      i += 1;
      continue;
    }
    if (!value.startsWith('${', i)) {
      out += value[i];
      continue;
    }
    let depth = 0;
    let end = i;
    for (; end < value.length; end += 1) {
      if (value.startsWith('${', end)) {
        depth += 1;
        end += 1;
      } else if (value[end] === '}' && --depth === 0) break;
    }
    const body = value.slice(i + 2, end);
    const [, name, op, rest] = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([\s\S]*))?$/.exec(body) ?? [];
    if (!name) throw new Error(`unsupported interpolation \${${body}}`);
    const given = vars[name];
    // `:-`/`:?` treat an empty value as missing; `-`/`?` only an unset one.
    const missing = op?.startsWith(':') ? !given : given === undefined;
    if (!missing) out += given;
    else if (op?.endsWith('?')) throw new MissingVariable(name, interpolate(rest, vars));
    else if (op?.endsWith('-')) out += interpolate(rest, vars);
    i = end;
  }
  return out;
}

const RESET = '!reset';
const OVERRIDE = '!override';

/** One compose file as plain data, `!reset`/`!override` nodes kept as `{ '!reset': value }` markers. */
export function readComposeFile(file: string, vars: Record<string, string | undefined>): Record<string, unknown> {
  const doc = parseDocument(readFileSync(join(root, file), 'utf8'), { merge: true });
  if (doc.errors.length) throw doc.errors[0];
  visit(doc, {
    Node(_key, node) {
      if (node.tag === RESET || node.tag === OVERRIDE) {
        const value = isCollection(node) ? node.toJSON() : (node as { value?: unknown }).value;
        return doc.createNode({ [node.tag]: value });
      }
      return undefined;
    },
  });
  return doc.toJS({ reviver: (_key: unknown, v: unknown) => (typeof v === 'string' ? interpolate(v, vars) : v) }) as Record<
    string,
    unknown
  >;
}

/** The lists compose appends to (rather than replaces) when an override file sets them. */
const APPENDED = new Set(['ports', 'expose', 'volumes', 'tmpfs', 'dns', 'dns_search', 'cap_add', 'cap_drop', 'devices', 'extra_hosts']);

const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function mergeInto(base: unknown, over: unknown, key: string): unknown {
  if (isMap(over) && RESET in over) return Array.isArray(over[RESET]) ? [] : isMap(over[RESET]) ? {} : undefined;
  if (isMap(over) && OVERRIDE in over) return over[OVERRIDE];
  if (isMap(base) && isMap(over)) {
    const out: Record<string, unknown> = { ...base };
    for (const [k, v] of Object.entries(over)) {
      const merged = mergeInto(base[k], v, k);
      if (merged === undefined) delete out[k];
      else out[k] = merged;
    }
    return out;
  }
  if (Array.isArray(base) && Array.isArray(over) && APPENDED.has(key)) return [...new Set([...base, ...over])];
  return over;
}

/** `docker compose -f a -f b … config` without Docker: throws MissingVariable like compose does. */
export function composeConfig(files: string[], vars: Record<string, string | undefined> = {}): Compose {
  return files
    .map((f) => readComposeFile(f, vars))
    .reduce((acc, next) => mergeInto(acc, next, '') as Record<string, unknown>) as unknown as Compose;
}

/** Every variable a compose file reads. */
export function variablesOf(file: string): string[] {
  // Comments may show the syntax (`${VAR:?…}`): only the YAML itself counts.
  const text = readFileSync(join(root, file), 'utf8').replace(/^\s*#.*$/gm, '');
  return [...new Set([...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]))].sort();
}

/** The services `docker compose up` starts with these profiles active. */
export function activeServices(compose: Compose, profiles: string[] = []): string[] {
  return Object.entries(compose.services)
    .filter(([, s]) => !s.profiles || s.profiles.some((p) => profiles.includes(p)))
    .map(([name]) => name)
    .sort();
}
