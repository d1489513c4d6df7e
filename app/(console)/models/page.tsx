import type { Metadata } from "next";
import { ModelsPage } from "@/components/catalog/models-page";

export const metadata: Metadata = { title: "Models · Switchyard" };

export default function Page() {
  return <ModelsPage />;
}
