import type { Metadata } from "next";
import { ComingSoon } from "@/components/console/coming-soon";

export const metadata: Metadata = { title: "Guardrails · Switchyard" };

export default function GuardrailsPage() {
  return <ComingSoon title="Guardrails" />;
}
