/** Ranges of a text that the detectors report, and the overlap test they share. */

/** [start, end): UTF-16 offsets, end exclusive. */
export type Range = readonly [number, number];

/** Whether any of `ranges` overlaps [start, end) (touching ends do not overlap). */
export function overlaps(ranges: readonly Range[], start: number, end: number): boolean {
  for (let i = 0; i < ranges.length; i++) if (ranges[i][0] < end && start < ranges[i][1]) return true;
  return false;
}
