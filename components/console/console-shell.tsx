"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState, type ReactNode } from "react";
import { trpc } from "@/components/trpc/provider";

const NAV = [
  { href: "/workspaces", label: "Workspaces" },
  { href: "/keys", label: "Keys" },
  { href: "/management-keys", label: "Management keys", managersOnly: true },
  { href: "/people", label: "People" },
  { href: "/guardrails", label: "Guardrails" },
  { href: "/end-users", label: "End users" },
  { href: "/usage", label: "Usage" },
] as const;

export function ConsoleShell({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const me = trpc.session.me.useQuery(undefined, { staleTime: 60_000 });
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    await fetch("/api/session", { method: "DELETE", credentials: "same-origin" }).catch(() => undefined);
    // A full load: drops every cached query along with the session.
    window.location.assign("/login");
  }

  return (
    <div className="shell">
      <aside className="sidebar">
        <div>
          <div className="brand">Switchyard</div>
          <div className="org" aria-label="Organization">
            {me.data ? me.data.organization_name : me.isError ? "—" : "…"}
          </div>
        </div>
        <nav aria-label="Console">
          <ul>
            {NAV.filter((item) => !("managersOnly" in item) || me.data?.role === "owner" || me.data?.role === "admin").map((item) => (
              <li key={item.href}>
                <Link href={item.href} aria-current={pathname.startsWith(item.href) ? "page" : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {me.data && <div className="org">{me.data.email}</div>}
        <button type="button" onClick={signOut} disabled={signingOut}>
          Sign out
        </button>
      </aside>
      <main className="content">{children}</main>
    </div>
  );
}
