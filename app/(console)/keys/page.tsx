import type { Metadata } from "next";
import { KeysPage } from "@/components/keys/keys-page";

export const metadata: Metadata = { title: "Keys · Switchyard" };

export default function Page() {
  return <KeysPage />;
}
