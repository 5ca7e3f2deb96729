// The HTTP side: JSON in, JSON out. Refusals are {"error": {"code", "rule", "message"}} with a
// 4xx status; a fault of the server is a 500 and a log line.

import http from "node:http";
import { errorBody, isRefusal, ServerError } from "./errors.js";

function send(res, status, body) {
  const text = JSON.stringify(body);
  const headers = { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text), "cache-control": "no-store" };
  if (status === 413) headers.connection = "close";
  res.writeHead(status, headers);
  res.end(text);
}

// The request's JSON body, at most maxBody bytes (an empty body reads as {}).
function readBody(req, maxBody) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > maxBody) return reject(new ServerError(413, "body_too_large", `The body is larger than ${maxBody} bytes.`));
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      // Past the limit the rest is read and dropped; the answer closes the connection.
      if (size > maxBody) reject(new ServerError(413, "body_too_large", `The body is larger than ${maxBody} bytes.`));
      else chunks.push(chunk);
    });
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      if (text.trim() === "") return resolve({});
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new ServerError(400, "invalid_json", "This is not valid JSON.", "format"));
      }
    });
    req.on("error", reject);
  });
}

/** The HTTP server of the protocol's routes (the sockets are attached to it separately). */
export function createHttpServer(tables, config, log) {
  const routes = [
    ["POST", /^\/tables$/, async (req) => [201, { table: await tables.create(await readBody(req, config.maxBody)) }]],
    ["GET", /^\/tables$/, async (req) => [200, await tables.list(new URL(req.url, "http://localhost").searchParams)]],
    ["POST", /^\/tables\/([^/]+)\/join$/, async (req, id) => [200, await tables.join(id, await readBody(req, config.maxBody))]],
    ["GET", /^\/tables\/([^/]+)$/, async (req, id) => [200, (await tables.fresh(id)).info()]],
  ];

  return http.createServer(async (req, res) => {
    try {
      if (tables.stopping) throw new ServerError(503, "shutting_down", "The server is restarting.");
      const path = new URL(req.url, "http://localhost").pathname;
      let matched = false;
      for (const [method, pattern, handle] of routes) {
        const m = pattern.exec(path);
        if (!m) continue;
        matched = true;
        if (method !== req.method) continue;
        const [status, body] = await handle(req, ...m.slice(1).map(decodeURIComponent));
        return send(res, status, body);
      }
      throw matched
        ? new ServerError(405, "method_not_allowed", `${req.method} is not allowed here.`)
        : new ServerError(404, "not_found", "There is nothing at this address.");
    } catch (err) {
      if (isRefusal(err)) return send(res, err.status ?? 400, errorBody(err));
      if (err instanceof URIError) return send(res, 404, errorBody(new ServerError(404, "not_found", "There is nothing at this address.")));
      log("error", "request_failed", { method: req.method, url: req.url, message: err.message });
      if (!res.headersSent) send(res, 500, errorBody(new ServerError(500, "internal_error", "The server failed on this request.")));
    }
  });
}
