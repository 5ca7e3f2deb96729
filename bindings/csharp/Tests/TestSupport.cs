// Helpers shared by the tests: a seeded random choice, and reading a few arrays out of the
// engine's JSON text (the tests, like the binding, use no JSON library).
using System.Collections.Generic;

namespace Rami.Tests
{
    /// <summary>splitmix64, the generator c/tests/rounds.h uses: the same seed picks the same actions on every runtime.</summary>
    internal sealed class SplitMix64
    {
        ulong state;

        internal SplitMix64(ulong seed) { state = seed; }

        internal ulong Next()
        {
            ulong z = state += 0x9e3779b97f4a7c15UL;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9UL;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebUL;
            return z ^ (z >> 31);
        }

        /// <summary>An index in 0 .. count - 1.</summary>
        internal int Below(int count) { return (int)(Next() % (ulong)count); }
    }

    internal static class JsonText
    {
        /// <summary>
        /// The text of the array of arrays of cards under <paramref name="key"/>, one entry per inner
        /// array, e.g. "hands" of a state gives ["[\"9S\",\"7C\"]", ...]. Cards hold no brackets, so
        /// matching brackets is enough.
        /// </summary>
        internal static List<string> ArraysUnder(string json, string key)
        {
            var arrays = new List<string>();
            int at = json.IndexOf("\"" + key + "\":[");
            if (at < 0) return arrays;
            at += key.Length + 4;
            while (at < json.Length && json[at] == '[')
            {
                int end = json.IndexOf(']', at);
                arrays.Add(json.Substring(at, end - at + 1));
                at = end + 1;
                if (at < json.Length && json[at] == ',') ++at;
            }
            return arrays;
        }

        /// <summary>The text of the flat array under <paramref name="key"/>, brackets included; null when absent.</summary>
        internal static string ArrayUnder(string json, string key)
        {
            int at = json.IndexOf("\"" + key + "\":[");
            if (at < 0) return null;
            at += key.Length + 3;
            int end = json.IndexOf(']', at);
            return json.Substring(at, end - at + 1);
        }

        /// <summary>The strings of a flat array of strings, e.g. a hand.</summary>
        internal static string[] Strings(string array)
        {
            string inner = array.Substring(1, array.Length - 2);
            if (inner.Length == 0) return new string[0];
            var items = inner.Split(',');
            for (int i = 0; i < items.Length; ++i) items[i] = items[i].Trim('"');
            return items;
        }
    }
}
