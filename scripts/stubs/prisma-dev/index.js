// `prisma dev` (Prisma's local development server) is not part of this project: the embedded
// database is PGlite in server/db. The Prisma CLI loads this module at start; only that command
// would use it, and then it fails with this message.
"use strict";
const unavailable = () => {
  throw new Error("`prisma dev` is not available in Switchyard: @prisma/dev is replaced by a stub (see package.json overrides)");
};
module.exports = new Proxy(
  {},
  { get: (_, key) => (key === "then" || key === "__esModule" || typeof key === "symbol" ? undefined : unavailable) },
);
