import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import type { ReactNode } from "react";
import { ConsoleShell } from "@/components/console/console-shell";
import { TRPCProvider } from "@/components/trpc/provider";
import { Toaster } from "@/components/ui/toaster";
import { SESSION_COOKIE } from "@/server/auth/session";

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  // Backstop of proxy.ts (which adds ?next=): no cookie, no console. A stale or revoked cookie is
  // caught by the first query (401 → /login?next=…).
  if (!(await cookies()).get(SESSION_COOKIE)?.value) redirect("/login");
  return (
    <NuqsAdapter>
      <TRPCProvider>
        <ConsoleShell>{children}</ConsoleShell>
        <Toaster />
      </TRPCProvider>
    </NuqsAdapter>
  );
}
