import { inject } from "vitest";

export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ErrorBody {
  error: { code: number; message: string; metadata: Record<string, unknown> | null };
}

/** undici's "other side closed" (UND_ERR_SOCKET) under fetch's "fetch failed". */
function staleSocket(err: unknown): boolean {
  const cause = err instanceof Error ? (err.cause as { code?: unknown } | undefined) : undefined;
  return cause?.code === "UND_ERR_SOCKET";
}

/** A tiny REST client for the HTTP suite: JSON in, JSON out, Bearer key optional. */
export function restClient(key: string | null = inject("managementKey"), baseUrl: string = inject("baseUrl")) {
  return async function call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    init: { headers?: Record<string, string>; rawBody?: string } = {},
  ): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (key) headers.authorization = `Bearer ${key}`;
    let payload: string | undefined = init.rawBody;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers["content-type"] ??= "application/json";
    }
    const url = `${baseUrl}/api/v1${path}`;
    const res = await fetch(url, { method, headers, body: payload }).catch((err: unknown) => {
      // A GET on a pooled connection the server closed while this process was blocked (a test's
      // spawnSync of the CLI keeps the event loop from seeing the FIN): ask again on a new one, as
      // HTTP clients do for an idempotent request. Nothing else is retried.
      if (method !== "GET" || !staleSocket(err)) throw err;
      return fetch(url, { method, headers });
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* keep text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  };
}
