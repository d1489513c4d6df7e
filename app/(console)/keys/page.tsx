import type { Metadata } from "next";
import { Suspense } from "react";
import { KeysPage } from "@/components/keys/keys-page";

export const metadata: Metadata = { title: "Keys · Switchyard" };

export default function Page() {
  // the list's filters, sort and page come from the URL (useSearchParams under nuqs)
  return (
    <Suspense fallback={<p className="muted">Loading keys…</p>}>
      <KeysPage />
    </Suspense>
  );
}
