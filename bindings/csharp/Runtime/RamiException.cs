using System;

namespace Rami
{
    /// <summary>
    /// A failure reported by the engine: its error document <c>{"code","rule","message"}</c>
    /// (docs/json.md, "Errors"; every code is listed in docs/errors.md). Subclasses say which
    /// kind: <see cref="RuleException"/> (the rules refuse) and
    /// <see cref="MalformedInputException"/> (the input is malformed). A plain RamiException
    /// has <see cref="Status"/> <see cref="RamiStatus.Internal"/>: the library itself failed.
    /// </summary>
    public class RamiException : Exception
    {
        /// <summary>The stable snake_case code, e.g. "must_draw_first": program against it.</summary>
        public string Code { get; private set; }

        /// <summary>The rule broken, "R1" to "R14" (docs/rules.md), or "format" for malformed input.</summary>
        public string Rule { get; private set; }

        /// <summary>The kind of failure, as the C interface's status code.</summary>
        public RamiStatus Status { get; private set; }

        /// <summary>Builds the exception for one error document; <paramref name="message"/> becomes <see cref="Exception.Message"/>.</summary>
        public RamiException(RamiStatus status, string code, string rule, string message)
            : base(message)
        {
            Status = status;
            Code = code;
            Rule = rule;
        }

        /// <summary>"code (rule): message", then the stack trace.</summary>
        public override string ToString()
        {
            return GetType().FullName + ": " + Code + " (" + Rule + "): " + Message +
                   (StackTrace == null ? "" : Environment.NewLine + StackTrace);
        }

        /// <summary>The exception for this thread's last error, which the library reported with <paramref name="status"/>.</summary>
        internal static RamiException FromLastError(RamiStatus status)
        {
            string document = Utf8.Decode(NativeMethods.rami_last_error());
            string code, rule, message;
            if (!ErrorDocument.TryRead(document, out code, out rule, out message))
                return new RamiException(RamiStatus.Internal, "internal", "format",
                    "The library reported a failure without a readable error: " + (document ?? "(null)"));
            switch (status)
            {
                case RamiStatus.Refused: return new RuleException(code, rule, message);
                case RamiStatus.Malformed: return new MalformedInputException(code, rule, message);
                default: return new RamiException(RamiStatus.Internal, code, rule, message);
            }
        }

        /// <summary>
        /// The exception for a function that returned NULL or -1 rather than a status: the status
        /// is this thread's rami_last_status, read right after the call (the error's rule would
        /// not tell it: a state whose cards are not the deck is malformed with rule R1).
        /// </summary>
        internal static RamiException FromLastFailure()
        {
            return FromLastError((RamiStatus)NativeMethods.rami_last_status());
        }
    }

    /// <summary>
    /// A well-formed move or request that the rules refuse (RAMI_REFUSED): <see cref="RamiException.Rule"/>
    /// names the rule, R1 to R14, as docs/rules.md states it from the variants' rule documents.
    /// E.g. a discard before drawing: code "must_draw_first", rule "R2".
    /// </summary>
    public class RuleException : RamiException
    {
        /// <summary>Builds a refusal by the rules.</summary>
        public RuleException(string code, string rule, string message)
            : base(RamiStatus.Refused, code, rule, message) { }
    }

    /// <summary>
    /// Malformed input (RAMI_MALFORMED), the engine's ArgumentException: bad JSON, an unknown
    /// card or variant or bot, a seat or action id out of range, a state document that does not
    /// load. <see cref="RamiException.Rule"/> is usually "format" (a state whose cards are not the
    /// variant's deck gives "R1").
    /// </summary>
    public class MalformedInputException : RamiException
    {
        /// <summary>Builds a malformed-input failure.</summary>
        public MalformedInputException(string code, string rule, string message)
            : base(RamiStatus.Malformed, code, rule, message) { }
    }
}
