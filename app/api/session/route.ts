import { handleSignIn, handleSignOut } from "@/server/auth/session-routes";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export { handleSignIn as POST, handleSignOut as DELETE };
