/** Next calls register() once per server process: open the database and bootstrap (also under `next dev`). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startGatewayOrExit } = await import("./server/startup");
  await startGatewayOrExit();
}
