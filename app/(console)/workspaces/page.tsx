import type { Metadata } from "next";
import { WorkspacesPage } from "@/components/workspaces/workspaces-page";

export const metadata: Metadata = { title: "Workspaces · Switchyard" };

export default function Page() {
  return <WorkspacesPage />;
}
