namespace Rami
{
    /// <summary>The status codes of the C interface (RAMI_OK ... RAMI_INTERNAL in rami.h).</summary>
    public enum RamiStatus
    {
        /// <summary>RAMI_OK (0): done.</summary>
        Ok = 0,
        /// <summary>RAMI_REFUSED (1): well-formed input the rules refuse, e.g. an illegal move.</summary>
        Refused = 1,
        /// <summary>RAMI_MALFORMED (2): bad input: JSON, a card, an id or a seat out of range, an unknown variant or bot.</summary>
        Malformed = 2,
        /// <summary>RAMI_INTERNAL (3): a failure of the library itself (out of memory, a bug).</summary>
        Internal = 3,
    }
}
