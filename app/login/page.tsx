"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { safeNextPath } from "@/components/console/next-path";

/** Sign in with a management key. The key goes to POST /api/session once and is never stored client-side. */
export default function LoginPage() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Until React has attached onSubmit, the button stays disabled: a click (or Enter) before then
  // would make the browser submit the form itself, putting the key in the page's URL.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const key = String(new FormData(form).get("key") ?? "").trim();
    if (!key) {
      setError("Enter a management key");
      return;
    }
    setPending(true);
    setError(null);
    try {
      const res = await fetch("/api/session", {
        method: "POST",
        headers: { "content-type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({ key }),
      });
      if (!res.ok) {
        const body: unknown = await res.json().catch(() => null);
        const message =
          typeof body === "object" && body !== null && "error" in body && typeof (body as { error?: { message?: unknown } }).error?.message === "string"
            ? (body as { error: { message: string } }).error.message
            : `Sign-in failed (HTTP ${res.status})`;
        setError(message);
        setPending(false);
        return;
      }
      form.reset();
      // Back to the page the admin came from (same-origin relative paths only).
      router.replace(safeNextPath(new URLSearchParams(window.location.search).get("next")) ?? "/workspaces");
      router.refresh();
    } catch {
      setError("Could not reach the server");
      setPending(false);
    }
  }

  return (
    <main className="login" id="main">
      <div className="panel stack">
        <div>
          <h1 className="login-title">
            <img src="/logo.svg" alt="" width={32} height={32} />
            Switchyard
          </h1>
          <p className="muted">Sign in to the console with a management key.</p>
        </div>
        <form onSubmit={onSubmit} method="post" className="stack" noValidate>
          <div className="field">
            <label htmlFor="key">Management key</label>
            <input
              id="key"
              name="key"
              type="password"
              autoComplete="off"
              autoFocus
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "login-error" : undefined}
            />
          </div>
          {error && (
            <p id="login-error" role="alert" className="error">
              {error}
            </p>
          )}
          <button type="submit" className="primary" disabled={pending || !ready}>
            {pending ? "Signing in…" : "Sign in"}
          </button>
        </form>
      </div>
    </main>
  );
}
