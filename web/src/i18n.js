// The page's language: French or English, one message catalogue each (messages.fr.js,
// messages.en.js). `t(key, params)` gives a message with its {placeholders} filled; a message
// that varies with a number is an object of Intl.PluralRules categories ({one, other}) chosen by
// `params.n`. The language follows the browser (fr* gives French, anything else English) until
// the player picks one, which is remembered (localStorage "rami.lang"). A key missing from the
// catalogue is a bug: it is reported on the console (the browser tests fail on console errors)
// and shown as the key.

import en from "./messages.en.js";
import fr from "./messages.fr.js";

export const catalogues = { en, fr };
export const languages = Object.keys(catalogues);
const storageKey = "rami.lang";

/** The language of a browser's language tag: "fr" for fr, fr-FR, fr-CA..., else "en". */
export const languageOf = (tag) => (String(tag ?? "").toLowerCase().startsWith("fr") ? "fr" : "en");

let lang = "en";
let plural = new Intl.PluralRules("en");
const listeners = [];

export const currentLanguage = () => lang;

/** Sets the language (and `<html lang>` where there is a document); `remember` stores it. */
export function setLanguage(next, { remember = false } = {}) {
  lang = catalogues[next] ? next : "en";
  plural = new Intl.PluralRules(lang);
  if (remember) localStorage.setItem(storageKey, lang);
  if (typeof document !== "undefined") {
    document.documentElement.lang = lang;
    translatePage();
  }
  for (const listener of listeners) listener(lang);
}

/** The language the page starts in: the stored choice, else the browser's. */
export function startLanguage() {
  const stored = typeof localStorage !== "undefined" ? localStorage.getItem(storageKey) : null;
  return catalogues[stored] ? stored : languageOf(typeof navigator !== "undefined" ? navigator.language : "en");
}

/** Calls `listener(lang)` after each change of language. */
export const onLanguage = (listener) => listeners.push(listener);

/** A message of the current language, its {name} placeholders replaced from `params`. */
export function t(key, params = {}, language = lang) {
  let message = catalogues[language][key];
  if (message === undefined) {
    console.error(`i18n: no ${language} message "${key}"`);
    return key;
  }
  if (typeof message === "object") {
    const rules = language === lang ? plural : new Intl.PluralRules(language);
    message = message[rules.select(params.n ?? 0)] ?? message.other;
  }
  return message.replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? `{${name}}`));
}

/** Items joined as the language lists them ("a, b et c"). */
export const list = (items) => new Intl.ListFormat(lang, { type: "conjunction" }).format(items.map(String));

/**
 * A refusal ({code, rule, message}) in the page's language: the catalogue's text of its code
 * (messages `error.CODE`, or `server.CODE` for the table server's own), with the detail the engine put in parentheses after its English
 * sentence (a card, points, a field), and its rule. A code the catalogue does not know (a newer
 * server) keeps the message it came with.
 */
export function refusalText(error) {
  // The server's own refusals (rule "protocol") have texts of their own: a code such as
  // table_full means another thing there than in the engine.
  const serverKey = `server.${error?.code}`;
  const key = error?.rule === "protocol" && catalogues.en[serverKey] ? serverKey : `error.${error?.code}`;
  const english = catalogues.en[key];
  const message = String(error?.message ?? "");
  const detail = english && message.startsWith(english) ? message.slice(english.length).trim() : "";
  const text = english ? [t(key), detail].filter(Boolean).join(" ") : message;
  const rule = error?.rule ?? "format";
  if (rule === "format") return t("refusal.format", { text });
  if (rule === "protocol") return t("refusal.protocol", { text });
  return t("refusal.rule", { rule, text });
}

/** Fills the page's fixed texts: data-i18n (text), data-i18n-label (aria-label), -title, -placeholder. */
export function translatePage(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-label]")) el.setAttribute("aria-label", t(el.dataset.i18nLabel));
  for (const el of root.querySelectorAll("[data-i18n-title]")) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll("[data-i18n-placeholder]")) el.placeholder = t(el.dataset.i18nPlaceholder);
  if (root === document) document.title = t("page.title");
}
