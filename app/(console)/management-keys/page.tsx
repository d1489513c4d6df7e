import type { Metadata } from "next";
import { ManagementKeysPage } from "@/components/management-keys/management-keys-page";

export const metadata: Metadata = { title: "Management keys · Switchyard" };

export default function Page() {
  return <ManagementKeysPage />;
}
