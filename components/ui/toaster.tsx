"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner } from "sonner";

/** The console's toasts (sonner: an aria-live region, Alt+T focuses it), in the current theme. */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return <Sonner theme={resolvedTheme === "dark" ? "dark" : "light"} position="bottom-right" richColors closeButton duration={6000} />;
}
