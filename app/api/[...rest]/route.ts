import { handleUnknownApiPath } from "@/server/trpc/rest";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export {
  handleUnknownApiPath as GET,
  handleUnknownApiPath as POST,
  handleUnknownApiPath as PATCH,
  handleUnknownApiPath as PUT,
  handleUnknownApiPath as DELETE,
  handleUnknownApiPath as HEAD,
  handleUnknownApiPath as OPTIONS,
};
