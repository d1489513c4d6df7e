import type { Metadata } from "next";
import { PeoplePage } from "@/components/people/people-page";

export const metadata: Metadata = { title: "People · Switchyard" };

export default function Page() {
  return <PeoplePage />;
}
