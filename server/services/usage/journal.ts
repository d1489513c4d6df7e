import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

/**
 * The usage journal: every usage record is appended to a local file with one synchronous
 * write(2) the moment it is recorded, before the response ends. A write that returned is in
 * the kernel's page cache and survives a killed process (kill -9, OOM); it does not promise to
 * survive a power loss (no fsync per record: that would cost milliseconds).
 *
 * Layout, under <GATEWAY_DATA_DIR>/usage-journal/:
 *   <owner>.lock           {"pid","host"}: the writing process, while it lives
 *   <owner>.<seq>.jsonl    segments: one JSON usage entry per line
 * <owner> is unique per process start (pid, time, random), so two processes sharing a data
 * directory never write the same file. A segment is deleted once every entry in it is in the
 * ledger (or dead-lettered). On start, segments whose owner is gone (no lock, or the lock's
 * pid is dead on this host) are adopted: renamed under the new owner (an atomic rename, so two
 * starting processes never both take one) and replayed; see adoptOrphans.
 */
export interface Segment {
  readonly file: string;
  written: number;
  settled: number;
  closed: boolean;
}

const LOCK = ".lock";
const SEG = /^(.+?)\.(\d+)\.jsonl$/;

export class UsageJournal {
  readonly owner = `${process.pid}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
  private fd: number | null = null;
  private current: Segment | null = null;
  private seq = 0;
  private locked = false;
  private live = new Set<Segment>();

  constructor(
    readonly dir: string,
    private readonly segmentEntries = 10_000,
  ) {}

  /** Append one entry (a single write(2)); returns its segment. Throws when the disk refuses. */
  append(line: string): Segment {
    if (!this.current || this.current.written >= this.segmentEntries) this.rotate();
    const seg = this.current as Segment;
    writeSync(this.fd as number, line + "\n");
    seg.written++;
    return seg;
  }

  /** One entry of seg is in the ledger (or dead-lettered). */
  settle(seg: Segment): void {
    seg.settled++;
    this.collect(seg);
  }

  /** Close the current segment when everything in it is settled (so an idle server keeps no file). */
  rotateIfSettled(): void {
    const c = this.current;
    if (c && c.written > 0 && c.settled >= c.written) this.rotate(false);
  }

  /** Segments not yet fully settled (this process's and adopted ones). */
  get openSegments(): number {
    return this.live.size;
  }

  /** Stop writing; the lock goes when nothing unsettled is left (else the next start replays). */
  close(): void {
    this.rotate(false);
    if (this.locked && this.live.size === 0) rmSync(join(this.dir, this.owner + LOCK), { force: true });
  }

  /**
   * Take over the segments of processes that are gone: rename each under this owner and return
   * its lines, with a Segment to settle as they are committed. Lock files of dead owners go.
   */
  adoptOrphans(): Array<{ segment: Segment; lines: string[]; origin: string }> {
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return [];
    }
    const liveOwners = new Set<string>([this.owner]);
    for (const n of names) {
      if (!n.endsWith(LOCK)) continue;
      const owner = n.slice(0, -LOCK.length);
      if (owner !== this.owner && ownerAlive(join(this.dir, n))) liveOwners.add(owner);
    }
    const out: Array<{ segment: Segment; lines: string[]; origin: string }> = [];
    const orphans = names
      .map((n) => ({ n, m: SEG.exec(n) }))
      .filter((x): x is { n: string; m: RegExpExecArray } => x.m !== null && !liveOwners.has(x.m[1]))
      .sort((a, b) => a.m[1].localeCompare(b.m[1]) || Number(a.m[2]) - Number(b.m[2]));
    for (const { n } of orphans) {
      this.lock();
      const file = join(this.dir, `${this.owner}.${++this.seq}.jsonl`);
      try {
        renameSync(join(this.dir, n), file);
      } catch {
        continue; // another starting process adopted it first
      }
      const lines = readFileSync(file, "utf8").split("\n").filter((l) => l.length > 0);
      const segment: Segment = { file, written: lines.length, settled: 0, closed: true };
      this.live.add(segment);
      out.push({ segment, lines, origin: n });
      this.collect(segment);
    }
    for (const n of names) {
      if (n.endsWith(LOCK) && !liveOwners.has(n.slice(0, -LOCK.length))) rmSync(join(this.dir, n), { force: true });
    }
    return out;
  }

  private lock(): void {
    if (this.locked) return;
    mkdirSync(this.dir, { recursive: true });
    writeFileSync(join(this.dir, this.owner + LOCK), JSON.stringify({ pid: process.pid, host: hostname() }));
    this.locked = true;
  }

  private rotate(open = true): void {
    if (this.fd !== null) {
      closeSync(this.fd);
      this.fd = null;
    }
    if (this.current) {
      this.current.closed = true;
      this.collect(this.current);
      this.current = null;
    }
    if (!open) return;
    this.lock();
    const seg: Segment = { file: join(this.dir, `${this.owner}.${++this.seq}.jsonl`), written: 0, settled: 0, closed: false };
    this.fd = openSync(seg.file, "a");
    this.current = seg;
    this.live.add(seg);
  }

  private collect(seg: Segment): void {
    if (!seg.closed || seg.settled < seg.written) return;
    this.live.delete(seg);
    try {
      unlinkSync(seg.file);
    } catch {
      /* already gone */
    }
  }
}

/** Whether the process that wrote this lock file still runs (on this host; another host's is assumed alive). */
function ownerAlive(lockFile: string): boolean {
  let info: { pid?: unknown; host?: unknown };
  try {
    info = JSON.parse(readFileSync(lockFile, "utf8")) as { pid?: unknown; host?: unknown };
  } catch {
    return false; // a lock torn by a crash while it was written
  }
  if (typeof info.host === "string" && info.host !== hostname()) return true;
  if (typeof info.pid !== "number") return false;
  // In a container the restarted gateway often gets the dead one's pid (pid 1): that is us, not it.
  if (info.pid === process.pid) return false;
  try {
    process.kill(info.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
