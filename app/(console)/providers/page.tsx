import type { Metadata } from "next";
import { ProvidersPage } from "@/components/catalog/providers-page";

export const metadata: Metadata = { title: "Providers · Switchyard" };

export default function Page() {
  return <ProvidersPage />;
}
