"use client";

import { tableState } from "@/components/ui/data-table";
import { useState, type FormEvent } from "react";
import { errorMessage } from "@/components/trpc/errors";
import { FormError } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState } from "@/components/ui/states";
import { notifyError, notifySuccess } from "@/components/ui/toast";
import { trpc } from "@/components/trpc/provider";
import type { EndUserRecord } from "@/server/services/end-users/schemas";
import { EndUserTable } from "./end-user-table";

export const PAGE_SIZE = 10;
/** Spec 4.1: the filter is 1 to 512 characters (code points), no NUL. */
const MAX_FILTER = 512;

function filterProblem(s: string): string | null {
  if ([...s].length > MAX_FILTER) return `A tracking string has at most ${MAX_FILTER} characters`;
  if (s.includes("\u0000")) return "A tracking string cannot contain NUL";
  return null;
}

export function EndUsersPage() {
  const utils = trpc.useUtils();
  const [search, setSearch] = useState("");
  /** The exact tracking string the list is filtered by (null: no filter). */
  const [filter, setFilter] = useState<string | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [showInactive, setShowInactive] = useState(false);
  const [offset, setOffset] = useState(0);

  const list = trpc.endUsers.list.useQuery(
    { offset, limit: PAGE_SIZE, include_inactive: showInactive, ...(filter !== null ? { user: filter } : {}) },
    { placeholderData: (prev) => prev },
  );
  const toggle = trpc.endUsers.update.useMutation();

  const total = list.data?.total_count ?? 0;
  const rows = list.data?.data ?? [];

  function onSearch(e: FormEvent) {
    e.preventDefault();
    // Exact match: the string is sent as typed (tracking strings are case-sensitive and never trimmed).
    if (search === "") return onClear();
    const problem = filterProblem(search);
    setSearchError(problem);
    if (problem) return;
    setFilter(search);
    setOffset(0);
  }

  function onClear() {
    setSearch("");
    setSearchError(null);
    setFilter(null);
    setOffset(0);
  }

  async function onToggle(u: EndUserRecord) {
    const res = await toggle.mutateAsync({ user: u.user, is_active: !u.is_active }).catch((err: unknown) => {
      notifyError(err, `Could not ${u.is_active ? "deactivate" : "reactivate"} ${u.user}`);
      return null;
    });
    if (!res) return;
    await utils.endUsers.list.invalidate();
    if (!res.data.is_active && !showInactive) {
      notifySuccess(`End user ${res.data.user} deactivated. Inactive end users are hidden while “Show inactive” is off.`);
      // The last row of a page left the view: step back a page.
      if (rows.length === 1 && offset > 0) setOffset(Math.max(0, offset - PAGE_SIZE));
    } else {
      notifySuccess(`End user ${res.data.user} ${res.data.is_active ? "reactivated" : "deactivated"}.`);
    }
  }

  const empty =
    filter !== null
      ? `No ${showInactive ? "" : "active "}end user is registered as “${filter}”.`
      : showInactive
        ? "No end users yet. One is registered the first time its tracking string is seen."
        : "No active end users.";

  return (
    <div className="stack">
      <PageHeader title="End users">
        Tracking strings your applications send as <code>user</code> on inference requests, or set as a key&apos;s external user. Deactivating one
        only changes its registration: it does not block inference.
      </PageHeader>

      <div role="group" aria-label="Filters" className="row filters">
        <form role="search" aria-label="Search end users" className="row" onSubmit={onSearch} noValidate>
          <label htmlFor="end-users-search">Tracking string</label>
          <input
            id="end-users-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Exact, case-sensitive"
            aria-invalid={searchError ? true : undefined}
            aria-describedby={searchError ? "end-users-search-error" : undefined}
            style={{ width: "20rem", maxWidth: "100%" }}
          />
          <button type="submit">Search</button>
          {filter !== null && (
            <button type="button" onClick={onClear}>
              Clear search
            </button>
          )}
        </form>
        <label className="check">
          <input
            type="checkbox"
            checked={showInactive}
            onChange={(e) => {
              setShowInactive(e.target.checked);
              setOffset(0);
            }}
          />
          Show inactive
        </label>
      </div>
      {searchError && (
        <p id="end-users-search-error" role="alert" className="error">
          {searchError}
        </p>
      )}

      <FormError message={toggle.error ? errorMessage(toggle.error) : null} />

      <EndUserTable
        {...tableState(list, "Loading end users…", 5)}
        empty={
          <EmptyState title={empty}>
            {filter !== null
              ? "Tracking strings match exactly, case included. Clear the search to see every end user."
              : "Send a user field on a chat completion, or set a key's external user: the end user shows up here."}
          </EmptyState>
        }
        pagination={{ offset, total, pageSize: PAGE_SIZE, onOffset: setOffset }}
        togglingUser={toggle.isPending ? (toggle.variables?.user ?? null) : null}
        onToggle={onToggle}
      />
    </div>
  );
}
