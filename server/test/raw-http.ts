import net from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Send bytes as they are (any method, any header, a broken request) and read the whole answer;
 * the request should ask for `connection: close` (or be one the server closes after).
 */
export function rawHttp(baseUrl: string, request: string | Buffer): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => {
      resolve(parseRawResponse(Buffer.concat(chunks).toString("utf8")));
    });
    socket.write(request);
  });
}

/** Status, headers and body (de-chunked) of one raw HTTP/1.1 response's text. */
export function parseRawResponse(text: string): RawResponse {
  const split = text.indexOf("\r\n\r\n");
  const head = split === -1 ? text : text.slice(0, split);
  const [statusLine, ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  let body = split === -1 ? "" : text.slice(split + 4);
  if (headers["transfer-encoding"] === "chunked") body = dechunk(body);
  return { status: Number(statusLine.split(" ")[1] ?? 0), headers, body };
}

function dechunk(s: string): string {
  let out = "";
  let rest = s;
  for (;;) {
    const nl = rest.indexOf("\r\n");
    if (nl === -1) return out;
    const size = parseInt(rest.slice(0, nl), 16);
    if (!size) return out;
    out += rest.slice(nl + 2, nl + 2 + size);
    rest = rest.slice(nl + 2 + size + 2);
  }
}

/** A request with the given method, path, headers and body, `connection: close`. */
export function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawResponse> {
  const { host } = new URL(baseUrl);
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${host}`, "connection: close"];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  if (body !== undefined) lines.push(`content-length: ${Buffer.byteLength(body)}`);
  return rawHttp(baseUrl, `${lines.join("\r\n")}\r\n\r\n${body ?? ""}`);
}
