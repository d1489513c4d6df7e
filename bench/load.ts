/**
 * Load drivers of the suite: autocannon (programmatic) for fixed-duration rounds, and a
 * sequential undici loop for time to first byte. Latencies are kept per request (autocannon's
 * own histogram has 1 ms resolution; its `response` event gives hrtime-based float ms).
 */
import autocannon from "autocannon";
import { Agent, request } from "undici";
import { summarize, type Summary } from "./lib";

/** One HTTP request the suite sends, with the check a successful answer must pass. */
export interface Target {
  /** Origin, e.g. http://127.0.0.1:3000 */
  origin: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  /** A 2xx body is what it should be (for streams: complete, no error event). */
  verify: (body: string) => boolean;
}

export interface ErrorSample {
  status: number | null;
  body: string;
}

export interface RoundResult {
  seconds: number;
  /** 2xx answers whose body passed `verify`. */
  ok: number;
  non2xx: number;
  /** Socket errors and timeouts. */
  socketErrors: number;
  /** 2xx answers whose body failed `verify`. */
  badBodies: number;
  rps: number;
  latency: Summary;
  samples: ErrorSample[];
  /** Every 2xx latency, ms (not written to the results file). */
  raw: number[];
}

export const errorsOf = (r: Pick<RoundResult, "non2xx" | "socketErrors" | "badBodies">) => r.non2xx + r.socketErrors + r.badBodies;

function keepSample(samples: ErrorSample[], s: ErrorSample): void {
  if (samples.length < 5 && !samples.some((x) => x.status === s.status && x.body === s.body)) samples.push({ status: s.status, body: s.body.slice(0, 2000) });
}

/** Run `targets` (each connection cycles through them) for `seconds` over `connections` keep-alive connections. */
export function autocannonRound(targets: Target[], connections: number, seconds: number): Promise<RoundResult> {
  const latencies: number[] = [];
  const samples: ErrorSample[] = [];
  let lastStatus = 0;
  let badBodies = 0;
  const one = targets.length === 1 ? targets[0] : null;
  const verifyAny = (body: string) => targets.some((t) => t.verify(body));
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${targets[0].origin}${targets[0].path}`,
        connections,
        duration: seconds,
        method: "POST",
        ...(one
          ? { headers: one.headers, body: one.body }
          : { requests: targets.map((t) => ({ method: "POST", path: t.path, headers: t.headers, body: t.body })) }),
        // Called right after the `response` event of the same answer (same tick), so lastStatus is its status.
        verifyBody: (body) => {
          if (lastStatus < 200 || lastStatus > 299) {
            keepSample(samples, { status: lastStatus, body });
            return true; // counted as non-2xx already
          }
          if (one ? one.verify(body) : verifyAny(body)) return true;
          badBodies++;
          keepSample(samples, { status: lastStatus, body });
          return true;
        },
      },
      (err, result) => {
        if (err) return reject(err);
        const ok = latencies.length - badBodies;
        resolve({
          seconds: result.duration,
          ok,
          non2xx: result.non2xx,
          socketErrors: result.errors,
          badBodies,
          rps: ok / result.duration,
          latency: summarize(latencies),
          samples,
          raw: latencies,
        });
      },
    );
    instance.on("response", (_client, statusCode, _bytes, ms) => {
      lastStatus = statusCode;
      if (statusCode >= 200 && statusCode <= 299) latencies.push(ms);
    });
    instance.on("reqError", (e: Error) => keepSample(samples, { status: null, body: e.message }));
  });
}

export interface TtfbResult {
  /** Time to the first body chunk, ms. */
  ttfb: number[];
  /** Time to the end of the body, ms. */
  total: number[];
  errors: number;
  samples: ErrorSample[];
}

/** `n` requests one after another on one keep-alive connection: time to first body chunk and to the end. */
export async function ttfbLoop(t: Target, n: number, agent: Agent, into?: TtfbResult): Promise<TtfbResult> {
  const out = into ?? { ttfb: [], total: [], errors: 0, samples: [] };
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    let first = -1;
    let text = "";
    let status: number | null = null;
    try {
      const res = await request(`${t.origin}${t.path}`, { method: "POST", headers: t.headers, body: t.body, dispatcher: agent });
      status = res.statusCode;
      for await (const chunk of res.body) {
        if (first < 0) first = Number(process.hrtime.bigint() - t0) / 1e6;
        text += (chunk as Buffer).toString("utf8");
      }
      const total = Number(process.hrtime.bigint() - t0) / 1e6;
      if (status < 200 || status > 299 || !t.verify(text)) {
        out.errors++;
        keepSample(out.samples, { status, body: text });
        continue;
      }
      out.ttfb.push(first);
      out.total.push(total);
    } catch (err) {
      out.errors++;
      keepSample(out.samples, { status, body: err instanceof Error ? err.message : String(err) });
    }
  }
  return out;
}

/** GET requests one after another (or over `connections` loops); per-request ms, checked by `check`. */
export async function getLoop(
  url: (i: number) => string,
  headers: (i: number) => Record<string, string>,
  n: number,
  agent: Agent,
  check: (status: number, body: string) => boolean,
): Promise<{ times: number[]; errors: number; samples: ErrorSample[]; seconds: number }> {
  const times: number[] = [];
  const samples: ErrorSample[] = [];
  let errors = 0;
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    try {
      const res = await request(url(i), { headers: headers(i), dispatcher: agent });
      const body = await res.body.text();
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (!check(res.statusCode, body)) {
        errors++;
        keepSample(samples, { status: res.statusCode, body });
        continue;
      }
      times.push(ms);
    } catch (err) {
      errors++;
      keepSample(samples, { status: null, body: err instanceof Error ? err.message : String(err) });
    }
  }
  return { times, errors, samples, seconds: (performance.now() - start) / 1000 };
}
