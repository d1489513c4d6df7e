import type { Metadata } from "next";
import { EndUsersPage } from "@/components/end-users/end-users-page";

export const metadata: Metadata = { title: "End users · Switchyard" };

export default function Page() {
  return <EndUsersPage />;
}
