// UTF-8 text across the C interface, without unsafe code and without
// Marshal.PtrToStringUTF8 (absent from the .NET Framework profile Mono and older Unity use).
using System;
using System.Runtime.InteropServices;
using System.Text;

namespace Rami
{
    internal static class Utf8
    {
        static readonly UTF8Encoding Strict = new UTF8Encoding(false, true);

        /// <summary>The NUL-terminated UTF-8 bytes of <paramref name="text"/>, for a <c>const char*</c>.</summary>
        /// <exception cref="ArgumentNullException">text is null.</exception>
        /// <exception cref="ArgumentException">text holds a NUL character, which C would read as its end.</exception>
        internal static byte[] Encode(string text, string parameter)
        {
            if (text == null) throw new ArgumentNullException(parameter);
            if (text.IndexOf('\0') >= 0)
                throw new ArgumentException("The text holds a NUL character.", parameter);
            int length = Strict.GetByteCount(text);
            var bytes = new byte[length + 1]; // the last byte stays 0: the terminator
            Strict.GetBytes(text, 0, text.Length, bytes, 0);
            return bytes;
        }

        /// <summary>Reads a NUL-terminated UTF-8 string the library owns (not freed).</summary>
        internal static string Decode(IntPtr text)
        {
            if (text == IntPtr.Zero) return null;
            int length = 0;
            while (Marshal.ReadByte(text, length) != 0) ++length;
            if (length == 0) return string.Empty;
            var bytes = new byte[length];
            Marshal.Copy(text, bytes, 0, length);
            return Encoding.UTF8.GetString(bytes);
        }

        /// <summary>Reads a <c>char*</c> the library returned to the caller, then frees it with rami_free.</summary>
        internal static string Take(IntPtr text)
        {
            try { return Decode(text); }
            finally { NativeMethods.rami_free(text); }
        }
    }
}
