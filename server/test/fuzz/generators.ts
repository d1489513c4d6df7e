/**
 * fast-check arbitraries for fuzzed HTTP requests: a valid-looking request for an operation
 * (built from its JSON schemas, with real ids from the pools some of the time), then mutated —
 * wrong types, boundary lengths and values, NUL and lone surrogates, huge arrays, odd methods,
 * paths, headers, content types and raw bodies.
 */
import fc from "fast-check";
import type { JsonSchema, Operation } from "./operations";

/** Real things of the fuzz organization (and one foreign organization) to put in paths and bodies. */
export interface Pools {
  workspaceIds: string[];
  workspaceSlugs: string[];
  /** Hashes of inference keys the fuzzer may use in paths (never the key it authenticates with). */
  keyHashes: string[];
  keyIds: number[];
  endUsers: string[];
  userIds: string[];
  /** Spare management keys (never the one the fuzzer authenticates with: revoking it would end the run). */
  managementKeyHashes: string[];
  foreign: { workspaceId: string; keyHash: string; userId: string; managementKeyHash: string };
  hipaaWorkspaceId: string;
}

export interface Credentials {
  management: string;
  inference: string;
  /** A key that was deleted: must answer 401. */
  deleted: string;
}

/** One request as it goes on the wire. */
export interface FuzzRequest {
  op: string;
  method: string;
  path: string;
  headers: Array<[string, string]>;
  body: Buffer | null;
  /** A short description of how it was built (mutations applied), for the report. */
  notes: string[];
  /**
   * What a failure of this request is most likely about, to group failures: the operation, or
   * for requests that go wrong before any operation is reached, the odd method, path or headers.
   */
  cls: string;
}

// ---------------------------------------------------------------- encoding

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * Percent-encode a JS string as WTF-8: like encodeURIComponent, but a lone surrogate becomes
 * its 3-byte form (%ED%A0%80 for U+D800) instead of throwing.
 */
export function percentEncode(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (UNRESERVED.test(c)) {
      out += c;
      continue;
    }
    let cp = s.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < s.length) {
      const lo = s.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
        i++;
      }
    }
    const bytes: number[] =
      cp < 0x80 ? [cp] : cp < 0x800 ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)] : cp < 0x10000 ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)] : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join("");
  }
  return out;
}

// ---------------------------------------------------------------- schema → valid values

type Resolve = (s: JsonSchema) => JsonSchema;
type Hint = (name: string, op: Operation) => fc.Arbitrary<unknown> | null;

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

function types(s: JsonSchema): string[] {
  if (Array.isArray(s.type)) return s.type;
  if (typeof s.type === "string") return [s.type];
  if (s.properties) return ["object"];
  if (s.items) return ["array"];
  return [];
}

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? min + 16, min + 16));
  switch (s.format) {
    case "uuid":
      return fc.uuid();
    case "date-time":
      return fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString());
    case "date":
      return fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2030-01-01T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case "uri":
    case "url":
      return fc.constantFrom("https://example.com/a.png", "http://127.0.0.1:1/x", "data:image/png;base64,AAAA", "ftp://example.com/");
    case "email":
      return fc.emailAddress();
    default:
  }
  if (s.pattern) {
    try {
      const re = new RegExp(s.pattern);
      return fc.stringMatching(re).filter((v) => v.length >= min && v.length <= (s.maxLength ?? Infinity));
    } catch {
      /* a pattern JS cannot compile: plain strings */
    }
  }
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ minLength: min, maxLength: max, unit: "grapheme" }) },
  );
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 1e-9) : (s.minimum ?? -1e6);
  const hi = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 1e-9) : (s.maximum ?? 1e6);
  if (integer) {
    const min = Math.max(Math.ceil(lo), -MAX_SAFE);
    const max = Math.min(Math.floor(hi), MAX_SAFE);
    // Small values most of the time: real clients send them, and they reach the services.
    const small = fc.integer({ min, max: Math.min(max, min + 20) });
    // The edges of the allowed range as often as the middle: a value the schema allows but a
    // database column (int4, a date) does not is a classic 500.
    const edges = [...new Set([min, max, max - 1, Math.min(max, 2 ** 31 - 1), Math.min(max, 2 ** 31), Math.min(max, 2 ** 32)].filter((v) => v >= min))];
    return fc.oneof({ weight: 4, arbitrary: small }, { weight: 1, arbitrary: fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) }) }, { weight: 2, arbitrary: fc.constantFrom(...edges) });
  }
  return fc.oneof(fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(lo, hi));
}

const ABSENT = Symbol("absent");
/** Optional in the schema (`model` or `models`), yet what nearly every real request sends. */
const ALWAYS = new Set(["model", "messages", "max_tokens", "input"]);

/** A valid value for a schema (what a correct client would send), depth-limited. */
export function validArb(schema: JsonSchema, resolve: Resolve, op: Operation, hint: Hint, name = "", depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const hinted = name ? hint(name, op) : null;
  const own = ownArb(s, resolve, op, hint, name, depth);
  return hinted ? fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: own }) : own;
}

function ownArb(s: JsonSchema, resolve: Resolve, op: Operation, hint: Hint, name: string, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches && branches.length > 0) {
    // Past a few levels, only the first (usually simplest) branch: keeps bodies small.
    const picked = depth > 4 ? branches.slice(0, 1) : branches;
    return fc.oneof(...picked.map((b) => validArb(b, resolve, op, hint, name, depth + 1)));
  }
  if (s.allOf && s.allOf.length > 0) return validArb(s.allOf[0], resolve, op, hint, name, depth + 1);
  const ts = types(s);
  if (ts.length > 1) return fc.oneof(...ts.map((t) => ownArb({ ...s, type: t }, resolve, op, hint, name, depth)));
  switch (ts[0]) {
    case "string":
      return stringArb(s);
    case "integer":
      return numberArb(s, true);
    case "number":
      return numberArb(s, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const min = s.minItems ?? 0;
      const max = Math.max(min, Math.min(s.maxItems ?? min + 3, min + (depth > 3 ? 1 : 3)));
      // Hints name a property's whole value (an array of real ids), not its items.
      return fc.array(validArb(s.items ?? {}, resolve, op, hint, "", depth + 1), { minLength: min, maxLength: max });
    }
    case "object": {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const keys = Object.keys(props).filter((k) => required.has(k) || depth <= 5);
      // Each optional property present one time in four (one in eight in big objects, like a
      // messages request): a correct client sends few, and every extra one can make it invalid.
      const absent = keys.length > 8 ? 7 : 3;
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const k of keys) {
        const a = validArb(props[k], resolve, op, hint, k, depth + 1);
        shape[k] = required.has(k) || ALWAYS.has(k) ? a : fc.oneof({ weight: absent, arbitrary: fc.constant(ABSENT) }, { weight: 1, arbitrary: a });
      }
      return fc.record(shape).map((o) => {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(o)) if (v !== ABSENT) out[k] = v;
        return out;
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

// ---------------------------------------------------------------- mutations of JSON bodies

type Path = Array<string | number>;
interface Slot {
  path: Path;
  schema: JsonSchema;
  present: boolean;
}

function jsonType(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  return typeof v;
}

/** The branch of an anyOf/oneOf that the value was made from (best guess). */
function branchFor(s: JsonSchema, v: unknown, resolve: Resolve): JsonSchema {
  const branches = s.anyOf ?? s.oneOf;
  if (!branches) return s;
  const t = jsonType(v);
  for (const raw of branches) {
    const b = resolve(raw);
    const bt = types(b);
    if (b.const !== undefined ? b.const === v : b.enum ? b.enum.includes(v) : bt.includes(t) || (t === "integer" && bt.includes("number"))) {
      if (t === "object" && b.properties) {
        const tag = (v as Record<string, unknown>).type;
        const c = b.properties.type ? resolve(b.properties.type).const : undefined;
        if (c !== undefined && c !== tag) continue;
      }
      return branchFor(b, v, resolve);
    }
  }
  return resolve(branches[0]);
}

function slotsOf(value: unknown, schema: JsonSchema, resolve: Resolve): Slot[] {
  const out: Slot[] = [];
  const walk = (v: unknown, raw: JsonSchema, path: Path, depth: number) => {
    const s = branchFor(resolve(raw), v, resolve);
    out.push({ path, schema: s, present: true });
    if (depth > 8 || out.length > 400) return;
    if (Array.isArray(v)) {
      // The first few elements: enough to reach every kind of item without walking 2,048 of them.
      // Not into a huge array: its elements are one shared value, and a mutation would multiply.
      if (v.length > 100) return;
      v.slice(0, 3).forEach((item, i) => walk(item, s.items ?? {}, [...path, i], depth + 1));
    } else if (v !== null && typeof v === "object") {
      const props = s.properties ?? {};
      for (const [k, item] of Object.entries(v as Record<string, unknown>)) walk(item, props[k] ?? {}, [...path, k], depth + 1);
      for (const [k, ps] of Object.entries(props)) if (!(k in (v as object))) out.push({ path: [...path, k], schema: resolve(ps), present: false });
    }
  };
  walk(value, schema, [], 0);
  return out;
}

function getAt(root: unknown, path: Path): unknown {
  let cur: unknown = root;
  for (const k of path) cur = cur === null || typeof cur !== "object" ? undefined : (cur as Record<string | number, unknown>)[k];
  return cur;
}

/** Set (or with `remove`, delete) the value at path; returns the new root (the root itself may be replaced). */
function setAt(root: unknown, path: Path, value: unknown, remove = false): unknown {
  if (path.length === 0) return remove ? undefined : value;
  const parent = getAt(root, path.slice(0, -1));
  if (parent === null || typeof parent !== "object") return root;
  const k = path[path.length - 1];
  if (remove) {
    if (Array.isArray(parent) && typeof k === "number") parent.splice(k, 1);
    else delete (parent as Record<string | number, unknown>)[k];
  } else (parent as Record<string | number, unknown>)[k] = value;
  return root;
}

export const MUTATIONS = ["wrongType", "boundary", "nul", "surrogate", "hugeArray", "remove", "null", "oddString", "extraProp", "deepNest", "bigString"] as const;
export type MutationKind = (typeof MUTATIONS)[number];
export interface Mutation {
  kind: MutationKind;
  pick: number;
  variant: number;
}

const WRONG_TYPES: unknown[] = [0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, 2 ** 64, -0, "x", "", "0", "1", "true", "null", true, false, null, [], {}, [1, 2], { a: 1 }, [null], ["x"], 1e-320];
const SURROGATES = ["\ud800", "\udfff", "\udc00", "\udbff", "\ud83d"];
const ODD_STRINGS = [
  " ",
  " padded ",
  ".",
  "..",
  "/",
  "a/b",
  "%2F",
  "%00",
  "\\u0000",
  "\u202e\u0041",
  "😀",
  "e\u0301",
  "\ufeff",
  "\t",
  "\n",
  "\r\n",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "${jndi:x}",
  "\u007f",
  "\u0085",
  "\u2028",
  "é".repeat(513),
  "😀".repeat(257),
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "NaN",
  "-1",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "A".repeat(257),
  "local/echo\u0000",
  "LOCAL/ECHO",
  "local/",
  "/echo",
];
const EXTRA_KEYS = ["__proto__", "constructor", "prototype", "unknown_field", "", "\u0000", "\ud800", "a".repeat(300), "$where", "toString"];

/** Values at the edge of a string format: valid-looking but extreme, or almost valid. */
const FORMAT_EDGES: Record<string, string[]> = {
  "date-time": ["0000-01-01T00:00:00Z", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z", "2026-02-30T00:00:00Z", "2026-01-01T00:00:00+14:00", "2026-01-01T00:00:00.123456789Z", "2026-01-01", "+275760-09-13T00:00:00Z", "2026-01-01T00:00:00"],
  date: ["0000-01-01", "0001-01-01", "9999-12-31", "2024-02-29", "2023-02-29", "2024-13-01", "2024-00-10", "2025-01-01", "2024-12-31", "99999-01-01"],
  uuid: ["00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-4FFF-8FFF-FFFFFFFFFFFF", "0000000000000000000000000000000", "{00000000-0000-4000-8000-000000000000}", "00000000-0000-4000-8000-00000000000g"],
};

function boundaryValue(s: JsonSchema, current: unknown, variant: number): unknown {
  const t = types(s)[0] ?? jsonType(current);
  const edges = s.format ? FORMAT_EDGES[s.format] : undefined;
  if (edges && variant % 2 === 0) return edges[(variant >> 1) % edges.length];
  if (t === "string" || typeof current === "string") {
    const min = s.minLength ?? 1;
    const max = s.maxLength ?? 256;
    const lens = [min - 1, min, max, max + 1, 0, 1, 255, 256, 257, 511, 512, 513, 10_000];
    const len = Math.max(0, lens[variant % lens.length]);
    const unit = ["a", "é", "😀", " "][Math.floor(variant / lens.length) % 4];
    // Code points, not UTF-16 units: limits are in characters.
    if (s.pattern && variant % 7 === 6) return ["A", "-a", "a-", "a--b", "a b", "a_b", "ä"][variant % 7];
    return unit.repeat(len);
  }
  if (t === "integer" || t === "number" || typeof current === "number") {
    const min = s.minimum ?? s.exclusiveMinimum ?? 0;
    const max = s.maximum ?? s.exclusiveMaximum ?? 2 ** 31;
    const vals = [min - 1, min, max, max + 1, min - 0.5, max + 0.5, min + 1e-9, 0, -1, 2 ** 31, 2 ** 31 - 1, 2 ** 53, 2 ** 63, 1e21, 1e-7, -(2 ** 53)];
    return vals[variant % vals.length];
  }
  if (t === "array" || Array.isArray(current)) {
    const min = s.minItems ?? 0;
    const max = s.maxItems ?? 100;
    const lens = [min - 1, min, max, max + 1, 0, 1, 501, 2049];
    const len = Math.max(0, Math.min(lens[variant % lens.length], 10_000));
    const item = smallItem(Array.isArray(current) && current.length > 0 ? current[0] : "x");
    return Array.from({ length: len }, () => item);
  }
  return WRONG_TYPES[variant % WRONG_TYPES.length];
}

/** An element to repeat thousands of times: the given one when small, else a small stand-in. */
function smallItem(item: unknown, fallback: unknown = "x"): unknown {
  try {
    const s = JSON.stringify(item);
    return s !== undefined && s.length <= 1000 ? item : fallback;
  } catch {
    return fallback;
  }
}

function insertAt(str: string, ins: string, variant: number): string {
  const pos = [0, Math.floor(str.length / 2), str.length][variant % 3];
  return str.slice(0, pos) + ins + str.slice(pos);
}

/** Apply mutations to a (cloned) JSON value; returns the new value (undefined: nothing) and notes. */
export function mutate(value: unknown, schema: JsonSchema | null, resolve: Resolve, mutations: Mutation[]): { value: unknown; notes: string[] } {
  let root: unknown = structuredClone(value);
  const notes: string[] = [];
  for (const m of mutations) {
    const slots = slotsOf(root, schema ?? {}, resolve);
    const present = slots.filter((s) => s.present);
    const pool = m.kind === "remove" ? present.filter((s) => s.path.length > 0) : m.kind === "extraProp" ? present.filter((s) => jsonType(getAt(root, s.path)) === "object") : slots;
    if (pool.length === 0) continue;
    const slot = pool[m.pick % pool.length];
    const cur = slot.present ? getAt(root, slot.path) : undefined;
    const where = slot.path.length ? slot.path.join(".") : "<body>";
    let next: unknown;
    switch (m.kind) {
      case "wrongType":
        next = WRONG_TYPES[m.variant % WRONG_TYPES.length];
        break;
      case "boundary":
        next = boundaryValue(slot.schema, cur, m.variant);
        break;
      case "nul":
        next = typeof cur === "string" ? insertAt(cur, "\u0000", m.variant) : ["\u0000", "a\u0000b", "\u0000\u0000"][m.variant % 3];
        break;
      case "surrogate": {
        const sur = SURROGATES[m.variant % SURROGATES.length];
        next = typeof cur === "string" ? insertAt(cur, sur, Math.floor(m.variant / SURROGATES.length)) : sur;
        break;
      }
      case "hugeArray": {
        const item = smallItem(Array.isArray(cur) && cur.length > 0 ? cur[0] : typeof cur === "string" || typeof cur === "number" ? cur : ["x", 1, { type: "text", text: "x" }, null][m.variant % 4]);
        next = Array.from({ length: 10_000 }, () => item);
        break;
      }
      case "remove":
        root = setAt(root, slot.path, undefined, true);
        notes.push(`remove ${where}`);
        continue;
      case "null":
        next = null;
        break;
      case "oddString":
        next = ODD_STRINGS[m.variant % ODD_STRINGS.length];
        break;
      case "extraProp": {
        const k = EXTRA_KEYS[m.variant % EXTRA_KEYS.length];
        const obj = getAt(root, slot.path) as Record<string, unknown>;
        Object.defineProperty(obj, k, { value: WRONG_TYPES[m.variant % WRONG_TYPES.length], enumerable: true, writable: true, configurable: true });
        notes.push(`extraProp ${where}[${JSON.stringify(k)}]`);
        continue;
      }
      case "deepNest": {
        let v: unknown = "x";
        for (let i = 0; i < 2000 + (m.variant % 3) * 1000; i++) v = m.variant % 2 ? [v] : { a: v };
        next = v;
        break;
      }
      case "bigString":
        next = "x".repeat([100_000, 1_000_000][m.variant % 2]);
        break;
    }
    root = setAt(root, slot.path, next);
    notes.push(`${m.kind} ${where}`);
  }
  return { value: root, notes };
}

export function mutationArb(kinds: ReadonlyArray<{ kind: MutationKind; weight: number }>): fc.Arbitrary<Mutation> {
  return fc.record({
    kind: fc.oneof(...kinds.map((k) => ({ weight: k.weight, arbitrary: fc.constant(k.kind) }))),
    pick: fc.nat({ max: 1000 }),
    variant: fc.nat({ max: 1000 }),
  });
}

// ---------------------------------------------------------------- raw bodies, query, path, headers

const RAW_BODIES: Array<() => Buffer> = [
  () => Buffer.alloc(0),
  () => Buffer.from("{"),
  () => Buffer.from("null"),
  () => Buffer.from("[]"),
  () => Buffer.from('"x"'),
  () => Buffer.from("1"),
  () => Buffer.from('{"a":}'),
  () => Buffer.from("{}"),
  () => Buffer.from('{"model":"local/echo"}{"x":1}'),
  () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"model":"local/echo"}')]),
  () => Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
  () => Buffer.concat([Buffer.from('{"name":"a'), Buffer.from([0xc0, 0x80]), Buffer.from('b"}')]),
  () => Buffer.concat([Buffer.from('{"name":"a'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('b"}')]),
  () => Buffer.from('{"name":"a\\u0000b","user":"x"}'),
  () => Buffer.from('{"name":"a\\ud800b","slug":"a"}'),
  () => Buffer.from('{"name":"a","name":"b"}'),
  () => Buffer.from('{"__proto__":{"isAdmin":true},"name":"x"}'),
  () => Buffer.from("{NaN: Infinity}"),
  () => Buffer.from('{"a":1e999999}'),
  () => Buffer.from(`${"[".repeat(100_000)}${"]".repeat(100_000)}`),
  () => Buffer.from(`{"input":[${Array.from({ length: 10_000 }, () => '"x"').join(",")}],"model":"local/hash-embed"}`),
  () => Buffer.from('{"model":"local/echo","max_tokens":1,"messages":[{"role":"user","content":"\\u0000"}]}'),
  () => Buffer.from('{"model":"local/echo","max_tokens":1,"messages":[{"role":"user","content":"hi"}],"session_id":"\\ud800"}'),
  () => Buffer.from('{"model":"local/echo","max_tokens":1,"messages":[{"role":"user","content":"hi"}],"trace":{"trace_id":"a\\u0000"}}'),
  () => Buffer.from("\u0000"),
  () => Buffer.from("x".repeat(2 * 1024 * 1024)),
];

export const CONTENT_TYPES = [
  "application/json; charset=utf-8",
  "application/json;charset=UTF-8",
  "APPLICATION/JSON",
  "application/jsonp",
  "application/json-patch+json",
  "application/vnd.api+json",
  "text/plain",
  "text/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/json; charset=latin1",
  "application/json; charset=utf-16",
  "",
  "*/*",
  "application/",
  "application/json, text/plain",
  ";",
];

const ODD_METHODS = ["TRACE", "PROPFIND", "PUT", "PATCH", "DELETE", "POST", "GET", "OPTIONS", "HEAD", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "SEARCH", "PURGE", "REPORT", "PROPPATCH", "LINK", "QUERY"];

/** Path segments as they go on the wire (already encoded): broken, hostile or out-of-range. */
const WEIRD_SEGMENTS = [
  "%00",
  "a%00b",
  "%ED%A0%80",
  "a%ED%B0%80",
  "%2F",
  "a%2Fb",
  ".",
  "..",
  "%2e",
  "%2e%2e",
  "%",
  "%G1",
  "%E0%A4%A",
  "%C0%80",
  "%FF",
  "%20",
  "%20a%20",
  "~",
  "null",
  "undefined",
  "0",
  "-1",
  "%F0%9F%98%80",
  "x".repeat(129),
  "x".repeat(513),
  "x".repeat(10_000),
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  "%5Cu0000",
  "%0A",
  "%0D%0A",
  "%7F",
  "%3Cscript%3E",
  "%27%20OR%201%3D1",
];

const QUERY_WRONG = ["abc", "1.5", "-1", "", "true", "false", "null", "[]", "1e3", "0x1f", "%EF%BC%99", "Infinity", "NaN", "99999999999999999999999", "9007199254740993", "+1", "%201", "0", "101", "1000", "1001", "2024-02-30", "2024-13-01", "1999-12-31", "2024-1-1", "9999-12-31", "0000-00-00", "x".repeat(600)];
const QUERY_BROKEN = ["%00", "a%00", "%ED%A0%80", "a%ED%BF%BFb", "%", "%G1", "%E0%A4%A", "%C0%80", "%FF", "%0A", "a+b", "%2B", "%26", "%3D", "%23"];

export interface BuildOptions {
  pools: () => Pools;
  credentials: () => Credentials;
  /** Allow 10,000-element arrays on inference bodies this often (weight out of 100). */
  inferenceHugeWeight?: number;
}

const PATH_POOLS: Record<string, (p: Pools) => string[]> = {
  "/workspaces:id": (p) => [...p.workspaceIds, ...p.workspaceSlugs, p.foreign.workspaceId, p.hipaaWorkspaceId],
  "/keys:hash": (p) => [...p.keyHashes, p.foreign.keyHash],
  "/end-users:user": (p) => p.endUsers,
  "/management-keys:hash": (p) => [...p.managementKeyHashes, p.foreign.managementKeyHash, ...p.keyHashes.slice(0, 1)],
};

function poolForParam(op: Operation, name: string, pools: Pools): string[] {
  for (const [k, f] of Object.entries(PATH_POOLS)) {
    const [prefix, param] = k.split(":");
    if (op.path.startsWith(prefix) && name === param) return f(pools);
  }
  // Future operations (e.g. guardrails): any real id is a better guess than none.
  return [...pools.workspaceIds, ...pools.keyHashes];
}

/** Real values for body fields with these names (ids of things that exist). */
function hintFor(opts: BuildOptions): Hint {
  const pick = <T>(f: (p: Pools) => T[]) => fc.nat().map((i) => {
    const list = f(opts.pools());
    return list.length > 0 ? list[i % list.length] : undefined;
  });
  return (name, op) => {
    switch (name) {
      case "workspace_id":
        return pick((p) => [...p.workspaceIds, p.foreign.workspaceId, p.hipaaWorkspaceId]);
      case "user_ids":
        return fc.array(pick((p) => [...p.userIds, p.foreign.userId]), { minLength: 1, maxLength: 3 });
      case "creator_user_id":
        return pick((p) => [...p.userIds, p.foreign.userId]);
      case "key_hashes":
        return fc.array(pick((p) => [...p.keyHashes, p.foreign.keyHash]), { minLength: 1, maxLength: 3 });
      case "io_logging_api_key_ids":
        return fc.array(pick((p) => p.keyIds), { maxLength: 3 });
      case "external_user":
        return pick((p) => p.endUsers);
      case "user":
        return op.path === "/end-users" ? pick((p) => p.endUsers) : fc.constantFrom("fuzz-user-1", "fuzz-user-2");
      case "model":
        return op.path === "/embeddings" ? fc.constant("local/hash-embed") : op.path === "/messages" ? fc.constant("local/echo") : null;
      case "default_text_model":
        return fc.constantFrom("local/echo", "no/such-model");
      case "max_tokens":
        return fc.integer({ min: 1, max: 64 });
      case "dimensions":
        return fc.integer({ min: 1, max: 64 });
      case "messages":
        return fc.constant([{ role: "user", content: "hello fuzz" }]);
      case "input":
        return op.path === "/embeddings" ? fc.constantFrom("hello", ["a", "b"], [1, 2, 3]) : null;
      default:
        return null;
    }
  };
}

function headerValue(name: string, v: number): string {
  const vals: Record<string, string[]> = {
    "x-session-id": ["s1", "é".repeat(10), "\xed\xa0\x80", "x".repeat(300), "a b", " "],
    "x-gateway-metadata": ["enabled", "disabled", "ENABLED", "yes", ""],
    accept: ["text/html", "application/xml", "*/*", "application/json;q=0", ""],
    "accept-encoding": ["gzip", "br", "deflate", "identity;q=0", "*"],
    "x-forwarded-for": ["1.2.3.4", "garbage", "::1"],
    origin: ["https://evil.example", "null"],
    cookie: ["a=b", "sy_session=garbage", "\xff\xfe"],
    "x-request-id": ["../../etc/passwd", "x".repeat(1000)],
    range: ["bytes=0-1"],
    "if-none-match": ["*"],
    "x-http-method-override": ["DELETE", "TRACE"],
  };
  const list = vals[name] ?? ["x"];
  return list[v % list.length];
}

const ODD_HEADER_NAMES = ["x-session-id", "x-gateway-metadata", "accept", "accept-encoding", "x-forwarded-for", "origin", "cookie", "x-request-id", "range", "if-none-match", "x-http-method-override"];

/** The request arbitrary for one operation. */
export function requestArb(op: Operation, resolve: Resolve, opts: BuildOptions): fc.Arbitrary<FuzzRequest> {
  const hint = hintFor(opts);
  const inference = op.auth === "inference";
  const hugeWeight = inference ? (opts.inferenceHugeWeight ?? 1) : 6;
  const bodyMutations = mutationArb([
    { kind: "wrongType", weight: 12 },
    { kind: "boundary", weight: 14 },
    { kind: "nul", weight: 10 },
    { kind: "surrogate", weight: 10 },
    { kind: "hugeArray", weight: hugeWeight },
    { kind: "remove", weight: 8 },
    { kind: "null", weight: 6 },
    { kind: "oddString", weight: 10 },
    { kind: "extraProp", weight: 5 },
    { kind: "deepNest", weight: inference ? 1 : 2 },
    { kind: "bigString", weight: inference ? 1 : 2 },
  ]);

  const bodyArb: fc.Arbitrary<{ value: unknown; notes: string[] } | null> = op.body
    ? fc
        // A third of the bodies are left valid: they reach the services (and create the things
        // later cases address); the rest get one to three mutations.
        .tuple(validArb(op.body, resolve, op, hint), fc.oneof({ weight: 1, arbitrary: fc.constant<Mutation[]>([]) }, { weight: 2, arbitrary: fc.array(bodyMutations, { minLength: 1, maxLength: 3 }) }))
        .map(([v, ms]) => mutate(v, op.body, resolve, ms))
    : fc.oneof(
        { weight: 19, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constant<{ value: unknown; notes: string[] }>({ value: { unexpected: "body" }, notes: ["body on a body-less operation"] }) },
      );

  const rawBodyArb = fc.oneof({ weight: 19, arbitrary: fc.constant(-1) }, { weight: 1, arbitrary: fc.nat({ max: RAW_BODIES.length - 1 }) });

  // Path params: real ids, valid-by-schema strings, or hostile segments.
  const paramArbs = op.pathParams.map((p) =>
    fc.oneof(
      { weight: 5, arbitrary: fc.nat().map((i) => {
        const list = poolForParam(op, p.name, opts.pools());
        return list.length ? percentEncode(list[i % list.length]) : "x";
      }) },
      { weight: 2, arbitrary: (validArb(p.schema, resolve, op, () => null) as fc.Arbitrary<unknown>).map((v) => percentEncode(String(v)) || "x") },
      { weight: 3, arbitrary: fc.constantFrom(...WEIRD_SEGMENTS) },
      { weight: 1, arbitrary: fc.tuple(fc.nat(), fc.constantFrom("%00", "%ED%A0%80", "%2F", "%20", "%")).map(([i, suffix]) => {
        const list = poolForParam(op, p.name, opts.pools());
        return (list.length ? percentEncode(list[i % list.length]) : "x") + suffix;
      }) },
    ),
  );

  // Query: each parameter absent or valid, then string-level mutations.
  const queryArb = fc
    .tuple(
      fc.tuple(...op.query.map((q) => fc.option(validArb(q.schema, resolve, op, hint, q.name), { nil: undefined, freq: 2 }))),
      fc.array(fc.record({ kind: fc.constantFrom("wrong", "broken", "append", "repeat", "bracket", "unknown", "empty", "long"), pick: fc.nat({ max: 100 }), variant: fc.nat({ max: 1000 }) }), { maxLength: op.query.length ? 2 : 1 }),
    )
    .map(([values, ms]) => {
      const pairs: Array<[string, string]> = [];
      op.query.forEach((q, i) => {
        const v = values[i];
        if (v !== undefined && v !== null) pairs.push([q.name, percentEncode(String(v))]);
      });
      const notes: string[] = [];
      for (const m of ms) {
        const name = op.query.length ? op.query[m.pick % op.query.length].name : "x";
        const idx = pairs.findIndex(([n]) => n === name);
        const set = (v: string) => (idx >= 0 ? (pairs[idx] = [name, v]) : pairs.push([name, v]));
        switch (m.kind) {
          case "wrong":
            set(QUERY_WRONG[m.variant % QUERY_WRONG.length]);
            break;
          case "broken":
            set(QUERY_BROKEN[m.variant % QUERY_BROKEN.length]);
            break;
          case "append":
            set((idx >= 0 ? pairs[idx][1] : "1") + QUERY_BROKEN[m.variant % QUERY_BROKEN.length]);
            break;
          case "repeat":
            pairs.push([name, idx >= 0 ? pairs[idx][1] : "1"], [name, "2"]);
            break;
          case "bracket":
            pairs.push([`${name}[]`, "1"], [`${name}[a]`, "2"]);
            break;
          case "unknown":
            pairs.push([["zzz", "%00", "__proto__", "constructor", "%ED%A0%80", "", "toString", "hasOwnProperty", "valueOf"][m.variant % 9], "1"]);
            break;
          case "empty":
            set("");
            break;
          case "long":
            set("9".repeat([20, 400, 10_000][m.variant % 3]));
            break;
        }
        notes.push(`query ${m.kind} ${name}`);
      }
      return { pairs, notes };
    });

  const methodArb = fc.oneof({ weight: 17, arbitrary: fc.constant(op.method) }, { weight: 3, arbitrary: fc.constantFrom(...ODD_METHODS) });

  // 0: the path as documented; others: case, slashes, suffixes, foreign prefixes.
  const pathVariantArb = fc.oneof({ weight: 18, arbitrary: fc.constant(0) }, { weight: 2, arbitrary: fc.integer({ min: 1, max: 12 }) });

  const authArb = fc.oneof(
    { weight: 40, arbitrary: fc.constant("valid") },
    { weight: 2, arbitrary: fc.constantFrom("missing", "empty-bearer", "garbage", "basic", "other-kind", "deleted", "lowercase", "latin1", "double", "x-api-key", "trailing-space") },
  );

  const contentTypeArb = fc.oneof({ weight: 17, arbitrary: fc.constant("application/json") }, { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES, null) });

  const headersArb = fc.oneof(
    { weight: 16, arbitrary: fc.constant([] as Array<[string, string]>) },
    { weight: 3, arbitrary: fc.array(fc.tuple(fc.constantFrom(...ODD_HEADER_NAMES), fc.nat({ max: 100 })).map(([n, v]) => [n, headerValue(n, v)] as [string, string]), { minLength: 1, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom(50, 200, 1000, 3000).map((n) => Array.from({ length: n }, (_, i) => [`x-fuzz-${i}`, "v"] as [string, string])) },
    { weight: 1, arbitrary: fc.constantFrom(8_000, 20_000, 70_000).map((n) => [["x-fuzz-long", "v".repeat(n)]] as Array<[string, string]>) },
  );

  return fc
    .record({
      method: methodArb,
      pathVariant: pathVariantArb,
      params: fc.tuple(...paramArbs),
      query: queryArb,
      body: bodyArb,
      rawBody: rawBodyArb,
      auth: authArb,
      contentType: contentTypeArb,
      headers: headersArb,
    })
    .map((c) => {
      const notes: string[] = [];
      let path = op.path;
      op.pathParams.forEach((p, i) => (path = path.replace(`{${p.name}}`, c.params[i])));
      path = pathVariant(`/api/v1${path}`, c.pathVariant);
      if (c.pathVariant) notes.push(`path variant ${c.pathVariant}`);
      if (c.query.pairs.length) path += `?${c.query.pairs.map(([k, v]) => `${k}=${v}`).join("&")}`;
      notes.push(...c.query.notes);

      let body: Buffer | null = null;
      if (c.rawBody >= 0) {
        body = RAW_BODIES[c.rawBody]();
        notes.push(`raw body #${c.rawBody}`);
      } else if (c.body && c.body.value !== undefined) {
        // Mutations compound (a huge array of big strings): past 8 MB, the valid-looking body is sent instead.
        let text = "{}";
        try {
          text = JSON.stringify(c.body.value);
        } catch {
          /* too big to serialize: "{}" */
        }
        body = Buffer.from(text.length <= 8 * 1024 * 1024 ? text : "{}");
        notes.push(...c.body.notes);
      }

      const creds = opts.credentials();
      const headers: Array<[string, string]> = [];
      const good = op.auth === "management" ? creds.management : op.auth === "inference" ? creds.inference : op.auth === "any" ? creds.inference : creds.management;
      const other = op.auth === "management" ? creds.inference : creds.management;
      switch (c.auth) {
        case "valid":
          headers.push(["authorization", `Bearer ${good}`]);
          break;
        case "missing":
          break;
        case "empty-bearer":
          headers.push(["authorization", "Bearer "]);
          break;
        case "garbage":
          headers.push(["authorization", "Bearer sk-sy-v1-garbage"]);
          break;
        case "basic":
          headers.push(["authorization", "Basic dXNlcjpwYXNz"]);
          break;
        case "other-kind":
          headers.push(["authorization", `Bearer ${other}`]);
          break;
        case "deleted":
          headers.push(["authorization", `Bearer ${creds.deleted}`]);
          break;
        case "lowercase":
          headers.push(["authorization", `bearer ${good}`]);
          break;
        case "latin1":
          headers.push(["authorization", `Bearer ${good}\xe9\xed\xa0\x80`]);
          break;
        case "double":
          headers.push(["authorization", `Bearer ${good}`], ["authorization", `Bearer ${other}`]);
          break;
        case "x-api-key":
          headers.push(["x-api-key", good]);
          break;
        case "trailing-space":
          headers.push(["authorization", `Bearer ${good}  `]);
          break;
      }
      if (c.auth !== "valid") notes.push(`auth ${c.auth}`);
      if (body !== null && c.contentType !== null) headers.push(["content-type", c.contentType]);
      if (body !== null && c.contentType !== "application/json") notes.push(`content-type ${JSON.stringify(c.contentType)}`);
      headers.push(...c.headers);
      if (c.headers.length > 3) notes.push(`${c.headers.length} extra headers`);
      else if (c.headers.length) notes.push(`headers ${c.headers.map(([n, v]) => `${n}: ${v.length > 40 ? `<${v.length} chars>` : JSON.stringify(v)}`).join(", ")}`);
      if (c.method !== op.method) notes.push(`method ${c.method}`);
      const bigHeaders = c.headers.length > 100 || c.headers.some(([, v]) => v.length > 8000);
      const cls = c.method !== op.method ? `method ${c.method}` : c.pathVariant ? `path variant ${c.pathVariant}` : bigHeaders ? "big headers" : op.key;
      return { op: op.key, method: c.method, path, headers, body, notes, cls };
    });
}

function pathVariant(path: string, v: number): string {
  switch (v) {
    case 0:
      return path;
    case 1:
      return path.toUpperCase();
    case 2:
      return path.replace("/api/v1", "/API/V1");
    case 3:
      return `${path}/`;
    case 4:
      return path.replace("/api/v1/", "/api/v1//");
    case 5:
      return `${path}/extra`;
    case 6:
      return "/api/v1/no-such-thing";
    case 7:
      return path.replace("/api/v1", "/api/v2");
    case 8:
      return `${path}%00`;
    case 9:
      return `${path};x=1`;
    case 10:
      return path.replace("/api/v1/", "/api/v1/%2e%2e/v1/");
    case 11:
      return `${path}%ED%A0%80`;
    default:
      return path.replace("/api/v1", "/api/v1/.");
  }
}
