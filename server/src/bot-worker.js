// A bot thread (worker_threads): plays the moves the pool asks for, off the server's event loop.
// A seat's bot lives here for as long as its table is held, so that a search bot keeps what it
// saw between its turns (which of its discards the next seat took); the pool sends each seat to
// the same thread. Messages in: {op: "choose", id, bot, kind, seed, state} (the seat's kept bot),
// {op: "once", id, kind, seed, state} (a bot made for one move: a timed-out turn), {op: "free",
// bot}. Out: {id, move, ms} or {id, error: {name, code, rule, message}}.

import { getPriority, setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import * as rami from "rami";

const BOT_NICE = 5;

// The thread runs below the event loop's priority (Linux nice values are per thread): when every
// core is busy thinking, a player's move still gets the CPU first.
try {
  setPriority(0, Math.min(19, getPriority(0) + BOT_NICE));
} catch {
  // not allowed here: the threads run at the process's priority
}

const bots = new Map(); // bot key -> rami.Bot

function choose(msg) {
  if (msg.op === "once") {
    const bot = new rami.Bot(msg.kind, msg.seed);
    try {
      return bot.choose(msg.state);
    } finally {
      bot.dispose();
    }
  }
  let bot = bots.get(msg.bot);
  if (!bot) {
    bot = new rami.Bot(msg.kind, msg.seed);
    bots.set(msg.bot, bot);
  }
  return bot.choose(msg.state);
}

parentPort.on("message", (msg) => {
  if (msg.op === "free") {
    bots.get(msg.bot)?.dispose();
    bots.delete(msg.bot);
    return;
  }
  const start = performance.now();
  try {
    const move = choose(msg);
    parentPort.postMessage({ id: msg.id, move, ms: performance.now() - start });
  } catch (err) {
    parentPort.postMessage({ id: msg.id, error: { name: err.name, code: err.code, rule: err.rule, message: err.message } });
  }
});
