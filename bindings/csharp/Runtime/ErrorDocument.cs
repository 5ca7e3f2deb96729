// A reader for exactly one JSON shape: the flat error object {"code":"...","rule":"...",
// "message":"..."} of rami_last_error. Mono and Unity ship no JSON reader this assembly can
// rely on (JsonUtility is Unity-only), and the shape is small enough to read by hand.
using System;
using System.Globalization;
using System.Text;

namespace Rami
{
    internal static class ErrorDocument
    {
        /// <summary>
        /// Reads the three string members, in any order, with JSON string escapes and whitespace.
        /// Members of another name or type are refused, as is a missing one: false then.
        /// </summary>
        internal static bool TryRead(string json, out string code, out string rule, out string message)
        {
            code = rule = message = null;
            if (string.IsNullOrEmpty(json)) return false;
            int at = 0;
            SkipSpace(json, ref at);
            if (!Expect(json, ref at, '{')) return false;
            SkipSpace(json, ref at);
            if (at < json.Length && json[at] == '}') return false;
            while (true)
            {
                string name, value;
                SkipSpace(json, ref at);
                if (!ReadString(json, ref at, out name)) return false;
                SkipSpace(json, ref at);
                if (!Expect(json, ref at, ':')) return false;
                SkipSpace(json, ref at);
                if (!ReadString(json, ref at, out value)) return false;
                switch (name)
                {
                    case "code": code = value; break;
                    case "rule": rule = value; break;
                    case "message": message = value; break;
                    default: return false;
                }
                SkipSpace(json, ref at);
                if (at >= json.Length) return false;
                char c = json[at++];
                if (c == '}') break;
                if (c != ',') return false;
            }
            SkipSpace(json, ref at);
            return at == json.Length && code != null && rule != null && message != null;
        }

        static void SkipSpace(string s, ref int at)
        {
            while (at < s.Length && (s[at] == ' ' || s[at] == '\t' || s[at] == '\n' || s[at] == '\r')) ++at;
        }

        static bool Expect(string s, ref int at, char c)
        {
            if (at >= s.Length || s[at] != c) return false;
            ++at;
            return true;
        }

        static bool ReadString(string s, ref int at, out string value)
        {
            value = null;
            if (!Expect(s, ref at, '"')) return false;
            var text = new StringBuilder();
            while (at < s.Length)
            {
                char c = s[at++];
                if (c == '"') { value = text.ToString(); return true; }
                if (c < ' ') return false; // control characters must be escaped
                if (c != '\\') { text.Append(c); continue; }
                if (at >= s.Length) return false;
                char e = s[at++];
                switch (e)
                {
                    case '"': text.Append('"'); break;
                    case '\\': text.Append('\\'); break;
                    case '/': text.Append('/'); break;
                    case 'b': text.Append('\b'); break;
                    case 'f': text.Append('\f'); break;
                    case 'n': text.Append('\n'); break;
                    case 'r': text.Append('\r'); break;
                    case 't': text.Append('\t'); break;
                    case 'u':
                        // A UTF-16 code unit; a surrogate pair arrives as two escapes, appended in turn.
                        int unit;
                        if (at + 4 > s.Length ||
                            !int.TryParse(s.Substring(at, 4), NumberStyles.AllowHexSpecifier, CultureInfo.InvariantCulture, out unit))
                            return false;
                        text.Append((char)unit);
                        at += 4;
                        break;
                    default: return false;
                }
            }
            return false; // no closing quote
        }
    }
}
