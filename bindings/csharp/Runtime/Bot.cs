using System;

namespace Rami
{
    /// <summary>
    /// A built-in bot kept for a round, over a native <c>rami_bot*</c>: it plays one seat, and a
    /// search bot remembers what it saw from one move to the next (the discards the next seat took,
    /// which it then deals to that seat's hand; docs/bots.md). Asked for each of its seat's moves,
    /// it plays as <c>rami play</c> plays that seat, whose bot is seeded with the deal's seed × 31 +
    /// the seat. <see cref="Game.BotMoveJson"/> makes a bot for one call and forgets.
    /// Dispose it when done (twice is harmless; a move after Dispose throws
    /// ObjectDisposedException); the finalizer of its SafeHandle frees a forgotten one. Calls from
    /// several threads take turns, and its moves then depend on their order. Needs a librami_c with
    /// symbol version RAMI_C_1.2.
    /// </summary>
    public sealed class Bot : IDisposable
    {
        readonly BotHandle handle;
        readonly object turn = new object();

        /// <summary>Makes the built-in bot <paramref name="name"/> ("greedy", "random", "ismcts",
        /// "ismcts-easy", "ismcts-medium", "ismcts-hard"), seeded with <paramref name="seed"/>.</summary>
        /// <exception cref="MalformedInputException">An unknown bot (unknown_value).</exception>
        /// <exception cref="ArgumentNullException">name is null.</exception>
        public Bot(string name, ulong seed)
        {
            Engine.EnsureAbi();
            IntPtr bot;
            int status = NativeMethods.rami_bot_new(Utf8.Encode(name, "name"), seed, out bot);
            if (status != NativeMethods.StatusOk) throw RamiException.FromLastError((RamiStatus)status);
            Name = name;
            handle = new BotHandle(bot);
        }

        /// <summary>The name the bot was made with.</summary>
        public string Name { get; private set; }

        /// <summary>
        /// The move (JSON, for <see cref="Game.Apply"/>) this bot chooses for the seat to act in
        /// <paramref name="game"/>, seeing only that seat's view; the bot remembers the view. Ask one
        /// Bot for every move of one seat.
        /// </summary>
        /// <exception cref="RuleException">The round is over (round_over, R7).</exception>
        /// <exception cref="ObjectDisposedException">This Bot or the game is disposed.</exception>
        /// <exception cref="ArgumentNullException">game is null.</exception>
        public string MoveJson(Game game)
        {
            if (game == null) throw new ArgumentNullException("game");
            lock (turn)
            {
                if (handle.IsClosed) throw new ObjectDisposedException("Bot");
                bool added = false;
                handle.DangerousAddRef(ref added);
                try { return game.MoveOf(handle.DangerousGetHandle()); }
                finally { handle.DangerousRelease(); }
            }
        }

        /// <summary>Frees the native bot. Safe to call more than once.</summary>
        public void Dispose()
        {
            handle.Dispose();
        }
    }
}
