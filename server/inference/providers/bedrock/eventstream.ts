import { crc32 } from "node:zlib";

/**
 * AWS event-stream framing (`application/vnd.amazon.eventstream`), as ConverseStream sends it:
 *
 *   total length (u32) | headers length (u32) | prelude CRC32 (u32) | headers | payload | message CRC32 (u32)
 *
 * all big-endian; the prelude CRC covers the first 8 bytes, the message CRC everything before
 * it. A header is name length (u8), name, value type (u8), value. Both CRCs are checked: a
 * corrupt frame is an error, never a guess.
 */

export type HeaderValue = boolean | number | bigint | string | Buffer;

export interface EventStreamMessage {
  headers: Record<string, HeaderValue>;
  payload: Buffer;
}

export class EventStreamError extends Error {}

const PRELUDE = 12;
const MIN_FRAME = 16;
/** AWS caps a message at 16 MB. */
const MAX_FRAME = 16 * 1024 * 1024;

function readHeaders(buf: Buffer): Record<string, HeaderValue> {
  const out: Record<string, HeaderValue> = {};
  let o = 0;
  const need = (n: number) => {
    if (o + n > buf.length) throw new EventStreamError("event-stream header runs past its section");
  };
  while (o < buf.length) {
    need(1);
    const nameLen = buf.readUInt8(o);
    o += 1;
    need(nameLen + 1);
    const name = buf.toString("utf8", o, o + nameLen);
    o += nameLen;
    const type = buf.readUInt8(o);
    o += 1;
    let value: HeaderValue;
    switch (type) {
      case 0:
        value = true;
        break;
      case 1:
        value = false;
        break;
      case 2:
        need(1);
        value = buf.readInt8(o);
        o += 1;
        break;
      case 3:
        need(2);
        value = buf.readInt16BE(o);
        o += 2;
        break;
      case 4:
        need(4);
        value = buf.readInt32BE(o);
        o += 4;
        break;
      case 5:
      case 8: // timestamp: ms since the epoch
        need(8);
        value = buf.readBigInt64BE(o);
        o += 8;
        break;
      case 6:
      case 7: {
        need(2);
        const len = buf.readUInt16BE(o);
        o += 2;
        need(len);
        value = type === 7 ? buf.toString("utf8", o, o + len) : Buffer.from(buf.subarray(o, o + len));
        o += len;
        break;
      }
      case 9:
        need(16);
        value = buf.toString("hex", o, o + 16);
        o += 16;
        break;
      default:
        throw new EventStreamError(`event-stream header ${name} has unknown type ${type}`);
    }
    out[name] = value;
  }
  return out;
}

/** Incremental decoder: push bytes as they arrive, get the complete messages. */
export class EventStreamDecoder {
  private buf: Buffer = Buffer.alloc(0);

  push(chunk: Uint8Array): EventStreamMessage[] {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : Buffer.from(chunk);
    const out: EventStreamMessage[] = [];
    while (this.buf.length >= PRELUDE) {
      const total = this.buf.readUInt32BE(0);
      const headersLen = this.buf.readUInt32BE(4);
      if (crc32(this.buf.subarray(0, 8)) !== this.buf.readUInt32BE(8)) throw new EventStreamError("event-stream prelude CRC mismatch");
      if (total < MIN_FRAME || total > MAX_FRAME || headersLen > total - MIN_FRAME) throw new EventStreamError(`event-stream frame length ${total} is invalid`);
      if (this.buf.length < total) break;
      const frame = this.buf.subarray(0, total);
      if (crc32(frame.subarray(0, total - 4)) !== frame.readUInt32BE(total - 4)) throw new EventStreamError("event-stream message CRC mismatch");
      out.push({ headers: readHeaders(frame.subarray(PRELUDE, PRELUDE + headersLen)), payload: Buffer.from(frame.subarray(PRELUDE + headersLen, total - 4)) });
      this.buf = this.buf.subarray(total);
    }
    return out;
  }

  /** Bytes of an unfinished frame (a stream that ends with some is truncated). */
  get pending(): number {
    return this.buf.length;
  }
}

/** One frame's bytes (string headers only): what the mock upstream and the tests send. */
export function encodeEventStreamMessage(headers: Record<string, string>, payload: Buffer | string): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(headers)) {
    const n = Buffer.from(name, "utf8");
    const v = Buffer.from(value, "utf8");
    const h = Buffer.alloc(1 + n.length + 1 + 2);
    h.writeUInt8(n.length, 0);
    n.copy(h, 1);
    h.writeUInt8(7, 1 + n.length);
    h.writeUInt16BE(v.length, 2 + n.length);
    parts.push(h, v);
  }
  const hb = Buffer.concat(parts);
  const pb = Buffer.isBuffer(payload) ? payload : Buffer.from(payload, "utf8");
  const total = PRELUDE + hb.length + pb.length + 4;
  const out = Buffer.alloc(total);
  out.writeUInt32BE(total, 0);
  out.writeUInt32BE(hb.length, 4);
  out.writeUInt32BE(crc32(out.subarray(0, 8)), 8);
  hb.copy(out, PRELUDE);
  pb.copy(out, PRELUDE + hb.length);
  out.writeUInt32BE(crc32(out.subarray(0, total - 4)), total - 4);
  return out;
}
