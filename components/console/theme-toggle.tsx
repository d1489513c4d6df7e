"use client";

import { useTheme } from "next-themes";
import { useEffect, useState } from "react";

const CHOICES = [
  { value: "system", label: "System" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
] as const;

/** System / Light / Dark (next-themes keeps the choice in localStorage; System follows prefers-color-scheme). */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  // The stored choice is only known in the browser: render the pressed state after mounting.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div className="theme-toggle" role="group" aria-label="Theme">
      {CHOICES.map((c) => (
        <button key={c.value} type="button" aria-pressed={mounted ? (theme ?? "system") === c.value : undefined} onClick={() => setTheme(c.value)}>
          {c.label}
        </button>
      ))}
    </div>
  );
}
