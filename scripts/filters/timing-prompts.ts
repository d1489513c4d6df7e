/**
 * The 4 KB prompts the filters are timed on, for the timing scripts: bench/filters-micro.ts's (PROMPT,
 * capitalisedWall, re-exported) and the latency prompt of eval-filters.ts (EVAL_PROMPT).
 */
export { PROMPT as MICRO_PROMPT, capitalisedWall } from "../../bench/filters-micro";

/** `head`, then `para` as many times as fit in 4096 characters with `tail`, then `tail`. */
export const to4k = (head: string, para: string, tail = "") => {
  let s = head;
  while (s.length + para.length + tail.length <= 4096) s += para;
  return s + tail;
};

export const EVAL_PARA =
  "Our quarterly review covers the migration of the billing service to the new cluster, the latency of the search endpoint under load, " +
  "and the open questions about data retention for European customers. The team measured p99 latency at 180 ms after the cache change. ";
export const EVAL_HEAD = "Please summarise the notes below for Maria Fernández. Reach me at jane.doe@example.com or +1 415-555-0132.\n\n";
export const EVAL_TAIL = "\nShip the samples to Friedrichstraße 43, 10969 Berlin. The card 4111 1111 1111 1111 was charged from 10.0.0.12. Thanks, Robert Smith";
/** eval-filters.ts's latency prompt: prose with a little PII and an address at the end. */
export const EVAL_PROMPT = to4k(EVAL_HEAD, EVAL_PARA, EVAL_TAIL);
