"use client";

import { KeyUsagePanel } from "./key-usage-panel";
import { RankingsPanel } from "./rankings-panel";

export function UsagePage() {
  return (
    <div className="stack">
      <h1 style={{ margin: 0 }}>Usage</h1>
      <RankingsPanel />
      <KeyUsagePanel />
    </div>
  );
}
