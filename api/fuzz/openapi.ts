// Walks the API's own OpenAPI document (GET /docs/json): every operation with its parameters and JSON body, and a
// plausible valid value for any schema, so that a probe can change one field and leave the rest of the request valid.
// Shared by the fuzz suite (api/fuzz) and the numeric-input test.

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  minimum?: number;
  maxLength?: number;
  minLength?: number;
  anyOf?: Schema[];
  format?: string;
  pattern?: string;
};
export type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: Schema };
type RawOperation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } };
export interface OpenApiDoc {
  paths: Record<string, Record<string, RawOperation>>;
}

export interface Operation {
  method: string;
  /** The path as documented, with `{name}` placeholders. */
  template: string;
  params: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  json?: Schema;
  /** The media types the operation documents for its body (e.g. multipart/form-data for uploads). */
  contentTypes: string[];
}

export const isNumeric = (s: Schema | undefined) => !!s && (s.type === 'integer' || s.type === 'number');

/** A plausible valid value, so that the one field under test is what the API refuses. */
export function sample(s: Schema): unknown {
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf?.length) return sample(s.anyOf[0]);
  switch (s.type) {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return s.items ? [sample(s.items)] : [];
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, sample(s.properties?.[k] ?? {})]));
    default:
      return s.format === 'email' ? 'probe@mall.test' : 'a'.repeat(Math.max(1, s.minLength ?? 1));
  }
}

export async function fetchDocument(baseUrl: string): Promise<OpenApiDoc> {
  const res = await fetch(`${baseUrl}/docs/json`);
  if (!res.ok) throw new Error(`GET ${baseUrl}/docs/json answered HTTP ${res.status}`);
  return (await res.json()) as OpenApiDoc;
}

export function operations(doc: OpenApiDoc): Operation[] {
  const out: Operation[] = [];
  for (const [template, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const content = op.requestBody?.content ?? {};
      out.push({
        method: method.toUpperCase(),
        template,
        params: op.parameters ?? [],
        json: content['application/json']?.schema,
        contentTypes: Object.keys(content),
      });
    }
  }
  return out;
}

/** The operation's path with valid values, or `value` (URL-encoded) for the path parameter `override`. */
export function pathOf(op: Operation, override?: Parameter, value?: string): string {
  return op.template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (override?.in === 'path' && override.name === name) return encodeURIComponent(value!);
    return String(sample(op.params.find((p) => p.in === 'path' && p.name === name)?.schema ?? { type: 'integer' }));
  });
}

/** The query string with valid values for the required parameters, or `value` for the query parameter `override`. */
export function queryOf(op: Operation, override?: Parameter, value?: string): string {
  const q = new URLSearchParams();
  for (const p of op.params.filter((x) => x.in === 'query')) {
    if (p === override) q.set(p.name, value!);
    else if (p.required) q.set(p.name, String(sample(p.schema)));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}
