import type { Metadata } from "next";
import { GuardrailsPage } from "@/components/guardrails/guardrails-page";

export const metadata: Metadata = { title: "Guardrails · Switchyard" };

export default function Page() {
  return <GuardrailsPage />;
}
