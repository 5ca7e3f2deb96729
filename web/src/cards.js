// Cards as the page shows and names them: "8♠" on the card, "8 de pique" / "8 of spades" as its
// accessible name (messages rank.* and suit.*), and the orders a hand is sorted in.

import { t, list } from "./i18n.js";

const suitSymbol = { S: "♠", H: "♥", D: "♦", C: "♣" };
const suitOrder = { S: 0, H: 1, C: 2, D: 3 }; // black, red, black, red
const rankOrder = (rank) => ({ A: 1, J: 11, Q: 12, K: 13 })[rank] ?? Number(rank);
export const parts = (card) => ({ rank: card.slice(0, -1), suit: card.slice(-1) });
export const isRed = (card) => card !== "JK" && "HD".includes(parts(card).suit);

/** The card as printed: "8♠", "10♥", "JK". */
export const symbol = (card) => (card === "JK" ? "JK" : parts(card).rank + suitSymbol[parts(card).suit]);
export const symbols = (cards) => cards.map(symbol).join(" ");

/** The card's name in the page's language: "8 de pique", "ace of hearts", "joker". */
export function cardName(card) {
  if (card === "JK") return t("card.joker");
  const { rank, suit } = parts(card);
  return t("card.name", { rank: t(`rank.${rank}`), suit: t(`suit.${suit}`) });
}
export const cardNames = (cards) => list(cards.map(cardName));

/** Sort keys: by suit (colours alternate) then rank, or by rank then suit; jokers last. */
export const bySuit = (card) => (card === "JK" ? 1000 : suitOrder[parts(card).suit] * 20 + rankOrder(parts(card).rank));
export const byRank = (card) => (card === "JK" ? 1000 : rankOrder(parts(card).rank) * 4 + suitOrder[parts(card).suit]);

/** A card face: a span, or a button (`tag`) named by the card's name. */
export function cardElement(card, tag = "span") {
  const el = document.createElement(tag);
  el.className = "card" + (card === "JK" ? " joker" : isRed(card) ? " red" : "");
  el.dataset.card = card;
  if (tag === "button") {
    // The name is the card's name in words; the printed face is hidden from assistive technology.
    el.type = "button";
    const face = el.appendChild(document.createElement("span"));
    face.setAttribute("aria-hidden", "true");
    face.textContent = symbol(card);
    el.appendChild(Object.assign(document.createElement("span"), { className: "visually-hidden", textContent: cardName(card) }));
  } else {
    el.textContent = symbol(card);
    el.setAttribute("role", "img");
    el.setAttribute("aria-label", cardName(card));
  }
  return el;
}
