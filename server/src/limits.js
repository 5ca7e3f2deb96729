// What one client may use: its address (the connection's, or the last hop of X-Forwarded-For
// behind a trusted proxy), the origins its browser may write from, its creations and joins a
// minute (token buckets per address, answered 429 with Retry-After when empty), and its sockets
// open at once.

import { ServerError } from "./errors.js";

/** The client's address: the last X-Forwarded-For hop when the proxy is trusted, else the socket's. */
export function clientAddress(req, trustProxy) {
  if (trustProxy) {
    const hops = String(req.headers["x-forwarded-for"] ?? "").split(",").map((h) => h.trim()).filter(Boolean);
    if (hops.length) return hops.at(-1).slice(0, 64);
  }
  return req.socket.remoteAddress ?? "unknown";
}

/**
 * Whether a request from `origin` (its Origin header) may change things: no Origin (not a
 * browser), the server's own (the Host it was asked by), or one of RAMI_SERVER_ORIGINS.
 */
export function originAllowed(origin, host, allowed) {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** `perMinute` actions per address, refilled evenly; a full bucket is forgotten. */
export class AddressRate {
  constructor(name, perMinute, setting) {
    this.name = name;
    this.setting = setting;
    this.capacity = perMinute;
    this.perMs = perMinute / 60000;
    this.buckets = new Map(); // address -> {tokens, at}
  }

  /** Takes one action for `address`. @throws ServerError 429 `rate_limited` with retryAfter (s). */
  take(address, now = Date.now()) {
    const b = this.buckets.get(address) ?? { tokens: this.capacity, at: now };
    b.tokens = Math.min(this.capacity, b.tokens + (now - b.at) * this.perMs);
    b.at = now;
    this.buckets.set(address, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return;
    }
    const err = new ServerError(429, "rate_limited", `Too many ${this.name} from this address (${this.setting} = ${this.capacity} a minute): try again later.`);
    err.retryAfter = Math.max(1, Math.ceil((1 - b.tokens) / this.perMs / 1000));
    err.limit = this.name;
    throw err;
  }

  /** Forgets the addresses whose bucket is full again (called now and then). */
  prune(now = Date.now()) {
    for (const [address, b] of this.buckets) if (b.tokens + (now - b.at) * this.perMs >= this.capacity) this.buckets.delete(address);
  }
}

/** Sockets open per address, counted from upgrade to close. */
export class SocketCount {
  constructor(max) {
    this.max = max;
    this.open = new Map();
  }
  /** Counts one more for `address`; false (nothing counted) when it already holds max. */
  add(address) {
    const n = this.open.get(address) ?? 0;
    if (n >= this.max) return false;
    this.open.set(address, n + 1);
    return true;
  }
  remove(address) {
    const n = (this.open.get(address) ?? 1) - 1;
    if (n <= 0) this.open.delete(address);
    else this.open.set(address, n);
  }
}
