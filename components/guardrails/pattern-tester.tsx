"use client";

import { useEffect, useId, useState, type ReactNode } from "react";
import { errorMessage } from "@/components/trpc/errors";
import { trpc } from "@/components/trpc/provider";

const SAMPLE_MAX = 2000;

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** The sample with each match marked. */
function Highlighted({ sample, matches }: { sample: string; matches: { start: number; end: number }[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  matches.forEach((m, i) => {
    if (m.start > at) parts.push(sample.slice(at, m.start));
    parts.push(<mark key={i}>{sample.slice(m.start, m.end)}</mark>);
    at = m.end;
  });
  parts.push(sample.slice(at));
  return <pre className="sample">{parts}</pre>;
}

/**
 * "Test this pattern": as the pattern or the sample changes, the server runs the same check a
 * save runs (RE2 compile and the backtracking gate) and, when it passes, the request-time
 * matcher on the sample. The reason a save would be refused with is shown as it is typed.
 */
export function PatternTester({ pattern, index }: { pattern: string; index: number }) {
  const [sample, setSample] = useState("");
  const sampleId = useId();
  const input = useDebounced({ pattern, sample }, 300);
  const result = trpc.guardrails.testPattern.useQuery(input, { enabled: input.pattern.length > 0, placeholderData: (prev) => prev, staleTime: 60_000 });
  const stale = input.pattern !== pattern || input.sample !== sample || result.isFetching;

  return (
    <div className="tester" role="group" aria-label={`Test pattern ${index + 1}`}>
      <div className="field">
        <label htmlFor={sampleId}>Sample text</label>
        <textarea
          id={sampleId}
          rows={3}
          maxLength={SAMPLE_MAX}
          value={sample}
          placeholder="Paste text the pattern should (or should not) match"
          onChange={(e) => setSample(e.target.value)}
        />
      </div>
      <div aria-live="polite" aria-busy={stale}>
        {pattern.length === 0 ? (
          <p className="muted small">Type a pattern to test it.</p>
        ) : result.isError ? (
          <p role="alert" className="error small">
            The pattern could not be tested: {errorMessage(result.error)}
          </p>
        ) : !result.data ? (
          <p className="muted small">Checking…</p>
        ) : !result.data.ok ? (
          <p className="error small" data-testid="pattern-verdict">
            Not accepted: {result.data.reason}
          </p>
        ) : (
          <>
            <p className="small" data-testid="pattern-verdict">
              <span className="badge enabled">Valid</span>{" "}
              {input.sample === ""
                ? "Add a sample to see what it matches."
                : result.data.match_count === 0
                  ? "No match in the sample."
                  : `${result.data.match_count} ${result.data.match_count === 1 ? "match" : "matches"}: ${result.data.matches.map((m) => `“${m.text}”`).join(", ")}`}
            </p>
            {result.data.match_count > 0 && <Highlighted sample={input.sample} matches={result.data.matches} />}
          </>
        )}
      </div>
    </div>
  );
}
