// The message catalogues (src/messages.*.js), in Node without a browser: both languages hold the
// same keys and placeholders, every error code of docs/errors.md has a French and an English
// text (the English one the engine's own sentence), plural forms follow Intl.PluralRules, and
// card names are said in each language.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { catalogues, t, setLanguage, languageOf, refusalText } from "../src/i18n.js";

const docs = await readFile(new URL("../../docs/errors.md", import.meta.url), "utf8");
// Every code in the first column of a table row (after a number column, or first).
const codes = [...docs.matchAll(/^\| (?:\d+ \| )?`([a-z_]+)` \|/gm)].map((m) => m[1]);
const placeholders = (message) => [...JSON.stringify(message).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test("docs/errors.md lists the codes this test reads", () => {
  assert.ok(codes.length >= 60, `only ${codes.length} codes read`);
  for (const code of ["unknown_card", "opening_below_minimum", "must_draw_first", "usage", "internal", "game_disposed"]) assert.ok(codes.includes(code), code);
});

test("every error code of docs/errors.md has a French and an English text", () => {
  for (const lang of ["fr", "en"]) {
    const missing = codes.filter((code) => typeof catalogues[lang][`error.${code}`] !== "string" || !catalogues[lang][`error.${code}`]);
    assert.deepEqual(missing, [], `${lang}: no text for these codes`);
  }
  // The English text is the engine's sentence (docs/errors.md's message column).
  const row = /^\| \d+ \| `opening_below_minimum` \| R6 \| ([^|]+) \|/m.exec(docs)[1].trim();
  assert.equal(catalogues.en["error.opening_below_minimum"], row);
});

test("every refusal code of docs/server.md has a French and an English text", async () => {
  const server = await readFile(new URL("../../docs/server.md", import.meta.url), "utf8");
  const table = server.slice(server.indexOf("| code | rule | HTTP | when |"), server.indexOf("### HTTP"));
  const rows = [...table.matchAll(/^\| (.+?) \| (protocol|format|R\d+) \|/gm)];
  const serverCodes = rows.flatMap((row) => [...row[1].matchAll(/`([a-z_]+)`/g)].map((m) => ({ code: m[1], rule: row[2] })));
  assert.ok(serverCodes.length >= 20, `only ${serverCodes.length} codes read`);
  for (const lang of ["fr", "en"]) {
    const missing = serverCodes.filter(({ code, rule }) => !catalogues[lang][rule === "protocol" ? `server.${code}` : `error.${code}`]);
    assert.deepEqual(missing, [], `${lang}: no text for these server codes`);
  }
});

test("French and English hold the same keys with the same placeholders", () => {
  assert.deepEqual(Object.keys(catalogues.fr).sort(), Object.keys(catalogues.en).sort());
  for (const key of Object.keys(catalogues.en)) assert.deepEqual(placeholders(catalogues.fr[key]), placeholders(catalogues.en[key]), key);
});

test("the browser's language picks French for fr* and English otherwise", () => {
  for (const tag of ["fr", "fr-FR", "fr-CA", "FR-be"]) assert.equal(languageOf(tag), "fr");
  for (const tag of ["en-GB", "de-DE", "", undefined]) assert.equal(languageOf(tag), "en");
});

test("plurals follow Intl.PluralRules: French 0 and 1 are singular, English 1 only", () => {
  setLanguage("fr");
  assert.equal(t("seat.cards", { n: 0 }), "0 carte");
  assert.equal(t("seat.cards", { n: 1 }), "1 carte");
  assert.equal(t("seat.cards", { n: 2 }), "2 cartes");
  setLanguage("en");
  assert.equal(t("seat.cards", { n: 0 }), "0 cards");
  assert.equal(t("seat.cards", { n: 1 }), "1 card");
});

test("a refusal is said in the page's language, with its rule and the engine's detail", () => {
  const refusal = { code: "opening_below_minimum", rule: "R6", message: "These melds are worth less than the minimum needed to open. (15 points, 51 needed)" };
  setLanguage("fr");
  assert.equal(refusalText(refusal), "Pas permis (règle R6) : Ces combinaisons valent moins que le minimum pour ouvrir. (15 points, 51 needed)");
  assert.equal(refusalText({ code: "table_full", rule: "protocol", message: "Every player seat of this table is taken." }),
    "Refusé : Toutes les places de joueur de cette table sont prises.");
  // A code no catalogue knows (a newer server) keeps its message.
  assert.equal(refusalText({ code: "brand_new", rule: "protocol", message: "Something new." }), "Refusé : Something new.");
  setLanguage("en");
  assert.equal(refusalText(refusal), `Not allowed (rule R6): ${refusal.message}`);
});
