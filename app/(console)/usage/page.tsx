import { redirect } from "next/navigation";

/** The old Usage page became Activity (the public rankings chart moved there, below the organization's own usage). */
export default function Page() {
  redirect("/activity");
}
