// Operator log: one line per event worth attention, on stderr, as
// "2025-01-01T12:00:00.000Z LEVEL event key=value ...". stdout holds only the "listening" line.

function field([key, value]) {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `${key}=${/[\s"=]/.test(text) ? JSON.stringify(text) : text}`;
}

/** Writes one log line: level ("info", "warn", "error"), an event name, and fields. */
export function log(level, event, fields = {}) {
  const parts = Object.entries(fields).filter(([, v]) => v !== undefined).map(field);
  process.stderr.write(`${new Date().toISOString()} ${level} ${event}${parts.length ? " " + parts.join(" ") : ""}\n`);
}
