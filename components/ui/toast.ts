"use client";

import { toast } from "sonner";
import { errorMessage, httpStatusOf } from "@/components/trpc/errors";

/** A mutation went through: say what happened, naming the thing by name. */
export function notifySuccess(message: string): void {
  toast.success(message);
}

/**
 * A mutation failed: the server's message, prefixed with what was tried ("Could not delete Team A: …").
 * `message` replaces the server's when the page can say it better (names instead of ids).
 * A 401 shows nothing: the client is already on its way to the sign-in page.
 */
export function notifyError(error: unknown, what?: string, message: string = errorMessage(error)): void {
  if (httpStatusOf(error) === 401) return;
  toast.error(what ? `${what}: ${message}` : message);
}

/**
 * Options for a tRPC `useMutation` that toast its outcome:
 * `trpc.x.y.useMutation(toastMutation((data) => `Saved ${data.name}.`, "Could not save"))`.
 */
export function toastMutation<TData>(success: (data: TData) => string | null, failure?: string) {
  return {
    onSuccess: (data: TData) => {
      const message = success(data);
      if (message) notifySuccess(message);
    },
    onError: (error: unknown) => notifyError(error, failure),
  };
}
