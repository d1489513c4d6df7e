/** Every console page, with its level-1 heading: the layout checks and the screenshots visit each. */
export const CONSOLE_PAGES = [
  { name: "workspaces", path: "/workspaces", heading: "Workspaces" },
  { name: "keys", path: "/keys", heading: "Keys" },
  { name: "management-keys", path: "/management-keys", heading: "Management keys" },
  { name: "people", path: "/people", heading: "People" },
  { name: "providers", path: "/providers", heading: "Providers" },
  { name: "models", path: "/models", heading: "Models" },
  { name: "guardrails", path: "/guardrails", heading: "Guardrails" },
  { name: "end-users", path: "/end-users", heading: "End users" },
  { name: "activity", path: "/activity", heading: "Activity" },
  { name: "logs", path: "/logs", heading: "Logs" },
] as const;

export const WIDTHS = [1280, 390] as const;
export const THEMES = ["light", "dark"] as const;
