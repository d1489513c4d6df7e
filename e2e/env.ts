/** Values shared by playwright.config.ts, global setup and fixtures (kept free of test APIs so the config can import it). */
export const PORT = Number(process.env.E2E_PORT ?? 3107);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** The server bootstraps exactly this management key (GATEWAY_MANAGEMENT_KEY, >= 32 chars). Test-only. */
export const MANAGEMENT_KEY = `sk-sy-mgmt-v1-${"e2e0".repeat(16)}`;

/** Console storage state (signed-in session cookie), written by global setup. */
export const CONSOLE_STATE = "e2e/.auth/console.json";
