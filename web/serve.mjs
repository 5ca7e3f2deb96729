// Serves the web table (this directory) on 127.0.0.1: node web/serve.mjs [PORT] [--server URL]
// (PORT 0: any free port). Prints the address once listening. Static files only, nothing outside
// web/. With --server (the table server's address, e.g. http://127.0.0.1:8081), the table
// server's routes (/tables, /tables/ID, /tables/ID/join, /tables/ID/record and the WebSocket /tables/ID/socket) are
// passed on to it, so that the page plays online from its own origin.

import { createServer, request as httpRequest } from "node:http";
import { connect } from "node:net";
import { readFile } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL(".", import.meta.url));
const types = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".png": "image/png",
};

const args = process.argv.slice(2);
const at = args.indexOf("--server");
const upstream = at >= 0 ? new URL(args.splice(at, 2)[1] ?? "") : null;
if (upstream && upstream.protocol !== "http:") throw new Error("--server: expected http://HOST:PORT");
const port = Number(args[0] ?? 8080);
const upstreamPort = upstream ? Number(upstream.port || 80) : 0;
const isTables = (path) => path === "/tables" || path.startsWith("/tables/");

function proxy(request, response) {
  const forward = httpRequest(
    { host: upstream.hostname, port: upstreamPort, method: request.method, path: request.url, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode, answer.headers);
      answer.pipe(response);
    },
  );
  forward.on("error", () => {
    if (response.headersSent) return response.destroy();
    const body = JSON.stringify({ error: { code: "server_unreachable", rule: "protocol", message: "The table server does not answer." } });
    response.writeHead(502, { "content-type": "application/json; charset=utf-8" }).end(body);
  });
  request.pipe(forward);
}

const server = createServer(async (request, response) => {
  const path = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
  if (isTables(path)) {
    if (upstream) return proxy(request, response);
    const body = JSON.stringify({ error: { code: "no_table_server", rule: "protocol", message: "This page is served without a table server (serve.mjs --server URL)." } });
    return response.writeHead(503, { "content-type": "application/json; charset=utf-8" }).end(body);
  }
  const file = normalize(join(root, path.endsWith("/") ? path + "index.html" : path));
  if (!file.startsWith(root) || file.split(sep).includes("node_modules")) {
    response.writeHead(403).end();
    return;
  }
  try {
    const body = await readFile(file);
    response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream", "cache-control": "no-store" });
    response.end(body);
  } catch {
    response.writeHead(404, { "content-type": "text/plain" }).end("not found");
  }
});

// WebSocket upgrades of /tables/ID/socket: the request goes on to the table server as it came,
// and the two connections are joined.
server.on("upgrade", (request, socket, head) => {
  const path = new URL(request.url, "http://localhost").pathname;
  if (!upstream || !isTables(path)) return socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  const far = connect(upstreamPort, upstream.hostname, () => {
    const lines = [`${request.method} ${request.url} HTTP/1.1`];
    for (let i = 0; i < request.rawHeaders.length; i += 2) lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
    far.write(lines.join("\r\n") + "\r\n\r\n");
    if (head.length) far.write(head);
    far.pipe(socket);
    socket.pipe(far);
  });
  far.on("error", () => socket.destroy());
  socket.on("error", () => far.destroy());
  far.on("close", () => socket.destroy());
  socket.on("close", () => far.destroy());
});

server.listen(port, "127.0.0.1", () => {
  console.log(`http://127.0.0.1:${server.address().port}/`);
});
