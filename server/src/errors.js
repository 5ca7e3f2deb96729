// Refusals as the protocol writes them: {"error": {"code", "rule", "message"}}. The engine's
// refusals keep their code and rule (R1..R14, "format"); the server's own use rule "protocol".

/** A refusal of the server itself, with the HTTP status it answers with. */
export class ServerError extends Error {
  constructor(status, code, message, rule = "protocol") {
    super(message);
    this.status = status;
    this.code = code;
    this.rule = rule;
  }
}

/** The error document of a refusal (a ServerError or the engine's RamiError). */
export function errorBody(err) {
  return { error: { code: err.code, rule: err.rule, message: err.message } };
}

/** Whether `err` is a refusal to report to the client rather than a fault of the server. */
export function isRefusal(err) {
  return err instanceof ServerError || err?.name === "RamiError";
}
