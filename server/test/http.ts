import { inject } from "vitest";

export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ErrorBody {
  error: { code: number; message: string; metadata: Record<string, unknown> | null };
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
    const res = await fetch(`${baseUrl}/api/v1${path}`, { method, headers, body: payload });
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
