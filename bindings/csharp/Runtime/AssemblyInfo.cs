using System.Runtime.CompilerServices;

// The tests read ErrorDocument, the error reader, directly.
[assembly: InternalsVisibleTo("Rami.Tests")]
