// The bots' threads: a pool of worker_threads (bot-worker.js), one per core but one by default
// (RAMI_SERVER_BOT_WORKERS), at a lower priority than the event loop, so that a search bot's
// think time (ismcts-hard: 150-250 ms) never holds the event loop that serves every table. A seat's bot is kept in one thread for as long
// as its table is held here (its memory of the round lives there): seats are spread over the
// threads by how many bots each holds. A thread that dies is started again; the bots it held
// start afresh (logged), as they would on another process.

import { Worker } from "node:worker_threads";
import * as engine from "./engine.js";

const WORKER = new URL("./bot-worker.js", import.meta.url);

/** A pool of bot threads. */
export class BotPool {
  constructor(size, { log, metrics } = {}) {
    this.log = log;
    this.metrics = metrics;
    this.nextId = 1;
    this.slots = Array.from({ length: size }, () => this.#spawn());
    this.home = new Map(); // bot key -> slot
    this.closed = false;
  }

  #spawn() {
    return this.#start({ worker: null, pending: new Map(), bots: 0 });
  }

  // Starts a thread for `slot` (again, after its thread died: the slot stays its seats' home).
  #start(slot) {
    const worker = new Worker(WORKER);
    slot.worker = worker;
    worker.unref();
    worker.on("message", (reply) => {
      const p = slot.pending.get(reply.id);
      if (!p) return;
      slot.pending.delete(reply.id);
      if (reply.error) return p.reject(Object.assign(new engine.RamiError(reply.error), { name: reply.error.name }));
      this.metrics?.botThink.observe({ kind: p.kind }, reply.ms / 1000);
      p.resolve(reply.move);
    });
    const failed = (err) => {
      if (this.closed || slot.worker !== worker) return;
      this.log?.("error", "bot_worker_failed", { message: err?.message ?? String(err), bots: slot.bots });
      for (const p of slot.pending.values()) p.reject(new Error("bot thread failed"));
      slot.pending.clear();
      for (const [key, s] of this.home) if (s === slot) this.home.delete(key);
      slot.bots = 0;
      this.#start(slot);
    };
    worker.on("error", failed);
    worker.on("exit", (code) => failed(new Error(`exited with ${code}`)));
    return slot;
  }

  #ask(slot, msg, kind) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject, kind });
      slot.worker.postMessage({ ...msg, id });
    });
  }

  /**
   * The move of the seat's kept bot `key` (made with `kind` and `seed` the first time) for the
   * state `state` (a Game's toJSON()). @throws RamiError when the bot cannot move.
   */
  choose(key, kind, seed, state) {
    let slot = this.home.get(key);
    if (!slot) {
      slot = this.slots.reduce((a, b) => (b.bots < a.bots ? b : a));
      slot.bots++;
      this.home.set(key, slot);
    }
    return this.#ask(slot, { op: "choose", bot: key, kind, seed, state }, kind);
  }

  /** The move of a bot made for this one move (it remembers nothing), on the least busy thread. */
  once(kind, seed, state) {
    const slot = this.slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
    return this.#ask(slot, { op: "once", kind, seed, state }, kind);
  }

  /** Frees the seat's kept bot (its table leaves this process). */
  free(key) {
    const slot = this.home.get(key);
    if (!slot) return;
    this.home.delete(key);
    slot.bots--;
    slot.worker.postMessage({ op: "free", bot: key });
  }

  /** Stops the threads. */
  async close() {
    this.closed = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
