"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { httpBatchLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import { useState, type ReactNode } from "react";
import type { AppRouter } from "@/server/trpc/root";
import { loginPath } from "@/components/console/next-path";
import { httpStatusOf } from "./errors";

export const trpc = createTRPCReact<AppRouter>();

/**
 * A session that expired or was revoked (tRPC UNAUTHORIZED, HTTP 401): back to the sign-in page
 * with this page to come back to (a full load drops every cached query).
 */
function redirectOnUnauthorized(error: unknown): void {
  if (httpStatusOf(error) === 401 && typeof window !== "undefined" && window.location.pathname !== "/login") {
    window.location.assign(loginPath(window.location.pathname + window.location.search));
  }
}

function makeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: redirectOnUnauthorized }),
    mutationCache: new MutationCache({ onError: redirectOnUnauthorized }),
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) are answers, not glitches: never retry them.
        retry: (count, error) => {
          const status = httpStatusOf(error);
          return (status === undefined || status >= 500) && count < 2;
        },
      },
    },
  });
}

export function TRPCProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(() =>
    trpc.createClient({
      links: [httpBatchLink({ url: "/api/trpc", fetch: (url, init) => fetch(url, { ...init, credentials: "same-origin" }) })],
    }),
  );
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
