"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { trpc } from "@/components/trpc/provider";
import { ThemeToggle } from "./theme-toggle";

const NAV = [
  { href: "/workspaces", label: "Workspaces" },
  { href: "/keys", label: "Keys" },
  { href: "/management-keys", label: "Management keys", managersOnly: true },
  { href: "/people", label: "People" },
  { href: "/providers", label: "Providers" },
  { href: "/models", label: "Models" },
  { href: "/guardrails", label: "Guardrails" },
  { href: "/end-users", label: "End users" },
  { href: "/activity", label: "Activity" },
  { href: "/logs", label: "Logs" },
] as const;

export function ConsoleShell({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const me = trpc.session.me.useQuery(undefined, { staleTime: 60_000 });
  const [signingOut, setSigningOut] = useState(false);
  // Narrow windows: the navigation folds behind a menu button (CSS shows it open at any width above 800 px).
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);

  async function signOut() {
    setSigningOut(true);
    await fetch("/api/session", { method: "DELETE", credentials: "same-origin" }).catch(() => undefined);
    // A full load: drops every cached query along with the session.
    window.location.assign("/login");
  }

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="sidebar" data-open={menuOpen ? "true" : undefined}>
        <div className="top">
          <div>
            <div className="brand">Switchyard</div>
            <div className="org" aria-label="Organization">
              {me.data ? me.data.organization_name : me.isError ? "—" : "…"}
            </div>
          </div>
          <button
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls="console-nav"
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? "Close menu" : "Menu"}
          </button>
        </div>
        <nav aria-label="Console" id="console-nav">
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
        <div className="session">
          {me.data && <div className="org">{me.data.email}</div>}
          <ThemeToggle />
          <button type="button" onClick={signOut} disabled={signingOut}>
            Sign out
          </button>
        </div>
      </header>
      <main className="content" id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
