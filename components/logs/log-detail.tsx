"use client";

import { DataTable } from "@/components/ui/data-table";
import { formatMoney } from "@/components/format/money";
import { errorMessage } from "@/components/trpc/errors";
import { trpc } from "@/components/trpc/provider";
import { Dialog } from "@/components/ui/dialog";
import type { GenerationRecord } from "@/server/services/activity/generations";
import { bodyText, formatMs, formatTime, markers, STATUS_LABELS } from "./format";

/**
 * One request of the log in a drawer (a modal <dialog>: focus stays inside, Escape closes):
 * the facts, the guardrail outcome, every upstream attempt in order, the route explain, and
 * the request and response bodies when I/O logging kept them.
 */
export function LogDetail({ id, row, workspaceName, onClose }: { id: string; row: GenerationRecord | undefined; workspaceName: (id: string | null) => string; onClose: () => void }) {
  const detail = trpc.activity.generation.useQuery({ id }, { enabled: id !== "", staleTime: 60_000 });
  const g = detail.data?.data ?? row;
  return (
    <Dialog open={id !== ""} onClose={onClose} title="Request details" className="drawer">
      <div className="spread">
        <code className="small">{id}</code>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      {!g ? (
        detail.isError ? (
          <p role="alert" className="error">
            {errorMessage(detail.error)}
          </p>
        ) : (
          <div className="skeleton" aria-busy="true">
            <div className="sr-only">Loading the request</div>
            {[0, 1, 2, 3, 4].map((i) => (
              <span key={i} aria-hidden="true" />
            ))}
          </div>
        )
      ) : (
        <GenerationFacts g={g} workspaceName={workspaceName} />
      )}
    </Dialog>
  );
}

function GenerationFacts({ g, workspaceName }: { g: GenerationRecord; workspaceName: (id: string | null) => string }) {
  const extra = g as GenerationRecord & { request_body?: unknown; response_body?: unknown };
  const hasBodies = extra.request_body != null || extra.response_body != null;
  const redactions = Object.entries(g.guardrail?.redactions ?? {});
  const flags = Object.entries(g.guardrail?.flags ?? {});
  return (
    <>
      <section aria-label="Summary">
        <div className="row" style={{ marginBottom: "0.75rem" }}>
          <span className={`badge ${g.status}`}>{STATUS_LABELS[g.status]}</span>
          {g.http_status !== null ? <span className="muted small">HTTP {g.http_status}</span> : null}
          {markers(g).map((m) => (
            <span key={m.text} className={`badge ${m.tone}`}>
              {m.text}
            </span>
          ))}
        </div>
        <dl className="facts">
          <dt>Time</dt>
          <dd>{formatTime(g.created_at)} UTC</dd>
          <dt>Key</dt>
          <dd>{g.key_name ?? "—"}</dd>
          <dt>Workspace</dt>
          <dd>{workspaceName(g.workspace_id)}</dd>
          <dt>End user</dt>
          <dd>{g.external_user ?? "—"}</dd>
          {g.session_id ? (
            <>
              <dt>Session</dt>
              <dd>
                <code>{g.session_id}</code>
              </dd>
            </>
          ) : null}
          <dt>Model</dt>
          <dd>
            <code>{g.model}</code>
          </dd>
          <dt>Provider</dt>
          <dd>{g.provider_name === "none" ? "None (no upstream was called)" : <code>{g.provider_name}</code>}</dd>
          <dt>Tokens</dt>
          <dd>
            {g.tokens_prompt.toLocaleString("en-US")} prompt · {g.tokens_completion.toLocaleString("en-US")} completion
          </dd>
          <dt>Cost</dt>
          <dd>
            {formatMoney(g.total_cost)}
            {g.is_byok ? " (BYOK: billed by the provider)" : ""}
            {g.status === "refused" ? " (refused requests are never billed)" : ""}
          </dd>
          <dt>Time to first byte</dt>
          <dd>{formatMs(g.latency)}</dd>
          <dt>Latency</dt>
          <dd>
            {formatMs(g.generation_time)}
            {g.cancelled ? " (the client hung up)" : ""}
          </dd>
        </dl>
      </section>

      {g.error ? (
        <section aria-labelledby="detail-error">
          <h3 id="detail-error">{g.status === "refused" ? "Refused" : "Error"}</h3>
          <p style={{ margin: "0.35rem 0 0" }}>
            {g.error.code}: {g.error.message}
            {g.error.reason ? <span className="muted"> ({g.error.reason})</span> : null}
          </p>
        </section>
      ) : null}

      <section aria-labelledby="detail-guardrail">
        <h3 id="detail-guardrail">Guardrail</h3>
        {g.guardrail === null || (!g.guardrail.refused && redactions.length === 0 && flags.length === 0) ? (
          <p className="muted" style={{ margin: "0.35rem 0 0" }}>
            No guardrail acted on this request.
          </p>
        ) : (
          <ul style={{ margin: "0.35rem 0 0", paddingLeft: "1.2rem" }}>
            {g.guardrail.refused ? (
              <li>
                Refused: {g.guardrail.refused.message} <span className="muted">({g.guardrail.refused.reason})</span>
              </li>
            ) : null}
            {redactions.map(([filter, n]) => (
              <li key={`r-${filter}`}>
                Redacted {filter}: {n} {n === 1 ? "match" : "matches"}
              </li>
            ))}
            {flags.map(([filter, n]) => (
              <li key={`f-${filter}`}>
                Flagged {filter}: {n} {n === 1 ? "match" : "matches"}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="detail-attempts">
        <h3 id="detail-attempts">Attempts{g.attempts.length > 1 ? ` (${g.attempts.length - 1} fallback${g.attempts.length > 2 ? "s" : ""})` : ""}</h3>
        {g.attempts.length === 0 ? (
          <p className="muted" style={{ margin: "0.35rem 0 0" }}>
            No upstream was called.
          </p>
        ) : (
          <DataTable
            label="Upstream attempts"
            className="compact"
            scrollRegion
            columns={[
              { id: "n", header: "#", cell: (a) => g.attempts.indexOf(a) + 1 },
              { id: "endpoint", header: "Endpoint", cell: (a) => <code>{a.endpoint}</code> },
              { id: "status", header: "Status", cell: (a) => a.status ?? "—" },
              { id: "outcome", header: "Outcome", cell: (a) => a.reason ?? "Answered" },
              { id: "time", header: "Time", className: "num", cell: (a) => formatMs(a.latency_ms) },
            ]}
            rows={g.attempts}
            rowKey={(a) => String(g.attempts.indexOf(a))}
          />
        )}
      </section>

      <section aria-labelledby="detail-explain">
        <h3 id="detail-explain">Route explain</h3>
        {g.explain === null ? (
          <p className="muted" style={{ margin: "0.35rem 0 0" }}>
            Routing did not run for this request.
          </p>
        ) : (
          <dl className="facts" style={{ marginTop: "0.35rem" }}>
            <dt>Requested</dt>
            <dd>
              <code>{g.explain.requested}</code>
            </dd>
            <dt>Strategy</dt>
            <dd>{g.explain.strategy ?? "default"}</dd>
            <dt>Considered</dt>
            <dd>
              {g.explain.available.length === 0
                ? "—"
                : g.explain.available.map((e) => (
                    <div key={e}>
                      {/* The endpoint's health (error rate, p50, circuit) on the Providers page. */}
                      <a href={`/providers#endpoint-${e}`} title="Endpoint health">
                        <code>{e}</code>
                      </a>
                    </div>
                  ))}
            </dd>
            <dt>Left out</dt>
            <dd>
              {g.explain.excluded.length === 0
                ? "—"
                : g.explain.excluded.map((e) => (
                    <div key={e.endpoint}>
                      <code>{e.endpoint}</code>: {e.reason}
                    </div>
                  ))}
            </dd>
          </dl>
        )}
      </section>

      <section aria-labelledby="detail-bodies">
        <h3 id="detail-bodies">Request and response</h3>
        {!hasBodies ? (
          <p className="muted" style={{ margin: "0.35rem 0 0" }}>
            I/O logging was off for this request.
          </p>
        ) : (
          <>
            <h4 className="small muted">Request body</h4>
            {extra.request_body != null ? <pre className="body" tabIndex={0} aria-label="Request body">{bodyText(extra.request_body)}</pre> : <p className="muted">Not kept.</p>}
            <h4 className="small muted">Response body</h4>
            {extra.response_body != null ? <pre className="body" tabIndex={0} aria-label="Response body">{bodyText(extra.response_body)}</pre> : <p className="muted">Not kept.</p>}
          </>
        )}
      </section>
    </>
  );
}
