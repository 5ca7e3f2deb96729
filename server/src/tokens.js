// Seat tokens: 256 random bits, given to the player once; the store keeps only their SHA-256,
// so a copy of the database lets no one take a seat.

import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A new secret token (base64url of 32 random bytes). */
export function newToken() {
  return randomBytes(32).toString("base64url");
}

/** The hash the store keeps of a token (hex SHA-256). */
export function hashToken(token) {
  return createHash("sha256").update(String(token), "utf8").digest("hex");
}

/** Whether `token` hashes to `hash`, compared in constant time. */
export function tokenMatches(token, hash) {
  if (typeof token !== "string" || typeof hash !== "string") return false;
  const a = Buffer.from(hashToken(token), "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A random table id: 96 bits, base64url (unguessable, so a table is not found by counting). */
export function newTableId() {
  return randomBytes(12).toString("base64url");
}
