import { timingSafeEqual } from "node:crypto";
import { env } from "../env";
import { AppError, errorAnswer } from "../errors/app-error";
import { metricsText } from "./metrics";

export interface MetricsAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function sameToken(header: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? "");
  if (!m) return false;
  const a = Buffer.from(m[1]);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics (Prometheus text format), over either transport. Off unless GATEWAY_METRICS_TOKEN
 * is set (404, as for any unknown path); when set, the scrape must send it as a Bearer token (401).
 */
export async function answerMetrics(method: string, authorization: string | undefined): Promise<MetricsAnswer> {
  const token = env().GATEWAY_METRICS_TOKEN;
  if (!token) return errorAnswer(new AppError("NOT_FOUND"));
  if (method !== "GET" && method !== "HEAD") return errorAnswer(new AppError("METHOD_NOT_ALLOWED", { headers: { allow: "GET, HEAD" } }));
  if (!authorization) return errorAnswer(new AppError("MISSING_AUTH"));
  if (!sameToken(authorization, token)) return errorAnswer(new AppError("INVALID_AUTH", { message: "Invalid metrics token" }));
  const m = await metricsText();
  return { status: 200, headers: { "content-type": m.contentType, "cache-control": "no-store" }, body: m.body };
}

/** The path is /metrics (query string ignored). */
export function isMetricsPath(url: string | undefined): boolean {
  if (!url) return false;
  const q = url.indexOf("?");
  return (q === -1 ? url : url.slice(0, q)) === "/metrics";
}
