// Worker threads do not inherit tsx's module hooks from the main thread: register them here,
// then load the TypeScript worker itself.
import { register } from "tsx/esm/api";

register();
await import("./embedded-worker.ts");
