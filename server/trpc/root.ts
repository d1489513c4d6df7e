import { activityRouter } from "../routers/activity/router";
import { broadcastDestinationsRouter } from "../routers/broadcast-destinations/router";
import { catalogRouter } from "../routers/catalog/router";
import { datasetsRouter } from "../routers/datasets/router";
import { endUsersRouter } from "../routers/end-users/router";
import { guardrailsRouter } from "../routers/guardrails/router";
import { healthRouter } from "../routers/health/router";
import { inferenceRouter } from "../routers/inference/router";
import { keysRouter } from "../routers/keys/router";
import { managementKeysRouter } from "../routers/management-keys/router";
import { peopleRouter } from "../routers/people/router";
import { sessionRouter } from "../routers/session/router";
import { workspacesRouter } from "../routers/workspaces/router";
import { createCallerFactory, router } from "./init";

export const appRouter = router({
  activity: activityRouter,
  broadcastDestinations: broadcastDestinationsRouter,
  catalog: catalogRouter,
  datasets: datasetsRouter,
  endUsers: endUsersRouter,
  guardrails: guardrailsRouter,
  health: healthRouter,
  inference: inferenceRouter,
  keys: keysRouter,
  managementKeys: managementKeysRouter,
  people: peopleRouter,
  session: sessionRouter,
  workspaces: workspacesRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
