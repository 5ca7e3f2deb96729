using System;

namespace Rami
{
    /// <summary>
    /// The library as a whole: its versions, and the hand analysis that needs no game
    /// (what a meld is worth, the best lay-down of a hand). The rules are those of
    /// docs/rules.md (R1..R14), taken from the variants' rule documents.
    /// </summary>
    public static class Engine
    {
        /// <summary>The ABI version this binding was written against: rami.h's RAMI_ABI_VERSION (1).</summary>
        public const int ExpectedAbiVersion = NativeMethods.HeaderAbiVersion;

        static volatile bool abiChecked;

        /// <summary>The engine's version, "MAJOR.MINOR.PATCH".</summary>
        public static string Version
        {
            get { return Utf8.Decode(NativeMethods.rami_version()); }
        }

        /// <summary>The ABI version of the native library loaded; it must equal <see cref="ExpectedAbiVersion"/>.</summary>
        public static int AbiVersion
        {
            get { return NativeMethods.rami_abi_version(); }
        }

        /// <summary>
        /// Throws when the native library loaded speaks another ABI than this binding, or is a
        /// library of ABI 1 older than rami_last_status (symbol version RAMI_C_1.1), which this
        /// binding reads after every failure: a stale librami_c in Plugins/, say.
        /// <see cref="Game.New"/>, <see cref="Game.FromJson"/>, <see cref="MeldJson"/> and
        /// <see cref="BestJson"/> call it.
        /// </summary>
        /// <exception cref="InvalidOperationException">The ABI versions differ, or the library lacks rami_last_status.</exception>
        public static void EnsureAbi()
        {
            if (abiChecked) return;
            int loaded = AbiVersion;
            if (loaded != ExpectedAbiVersion)
                throw new InvalidOperationException(
                    "librami_c has ABI version " + loaded + "; this binding needs " + ExpectedAbiVersion + ".");
            try
            {
                NativeMethods.rami_last_status();
            }
            catch (EntryPointNotFoundException)
            {
                throw new InvalidOperationException(
                    "librami_c has no rami_last_status: this binding needs a librami_c of ABI 1 that has it (RAMI_C_1.1).");
            }
            abiChecked = true;
        }

        /// <summary>
        /// Reads <paramref name="cards"/> as one meld of the variant <paramref name="rules"/> (an id or a
        /// rules document), as `rami meld` does (R3, R4, R5). Cards are words ("7H 8H JK") or a JSON
        /// array (["7H","8H","JK"]). Returns {"valid":true,"kind":"run"|"set","points":N,"reading":[...],"cards":[...]},
        /// or {"valid":false,"error":{...}} for cards that make no legal meld of the variant (not an
        /// exception), a card its deck lacks included (card_not_in_deck, R1).
        /// E.g. "JK AH JK" in rami51 is a set worth 33 points.
        /// </summary>
        /// <exception cref="MalformedInputException">An unknown variant or card, no cards, bad JSON.</exception>
        public static string MeldJson(string rules, string cards)
        {
            EnsureAbi();
            IntPtr text = NativeMethods.rami_meld_json(Utf8.Encode(rules, "rules"), Utf8.Encode(cards, "cards"));
            if (text == IntPtr.Zero) throw RamiException.FromLastFailure();
            return Utf8.Take(text);
        }

        /// <summary>
        /// The best lay-down of a hand, as `rami best` prints it: {"melds":[...],"points":N,"left":[...],
        /// "deadwood":N,"min_deadwood":N,"can_go_out":bool}. <paramref name="opened"/>: the seat has
        /// opened, so no opening minimum applies (R6). Cards as for <see cref="MeldJson"/>.
        /// </summary>
        /// <exception cref="MalformedInputException">An unknown variant or card; a hand too large to analyse (hand_too_large).</exception>
        /// <exception cref="RuleException">A card the variant's deck lacks or more copies of one than it holds (card_not_in_deck, too_many_copies, R1): a joker in rami50.</exception>
        public static string BestJson(string rules, string cards, bool opened)
        {
            EnsureAbi();
            IntPtr text = NativeMethods.rami_best_json(Utf8.Encode(rules, "rules"), Utf8.Encode(cards, "cards"), opened ? 1 : 0);
            if (text == IntPtr.Zero) throw RamiException.FromLastFailure();
            return Utf8.Take(text);
        }
    }
}
