using System;

namespace Rami
{
    /// <summary>
    /// One round of Rami in progress, with its rules: an immutable value over a native
    /// <c>rami_game*</c>. <see cref="Apply"/> and <see cref="Step"/> return a new Game and leave
    /// this one as it was; dispose each Game once you are done with it (disposing twice is
    /// harmless; any other call after Dispose throws ObjectDisposedException).
    /// The rules are those of docs/rules.md (R1..R14), taken from the variants' rule documents;
    /// the JSON documents are those of docs/json.md, kept as text: read them with Unity's
    /// JsonUtility, Newtonsoft.Json or any JSON library. Any method may be called from any thread.
    /// </summary>
    public sealed class Game : IDisposable
    {
        readonly GameHandle handle;

        Game(GameHandle handle)
        {
            this.handle = handle;
        }

        /// <summary>
        /// Deals a new round (R1, R2). <paramref name="variantOrRules"/> is a variant id ("rami40",
        /// "rami50", "rami51", "manie_joker51", "rami51_kaluki", "rami_francais", "rami7",
        /// "rummy_classic") or a rules document (JSON text starting with '{', format rami.rules/1).
        /// Every shuffle of the round is driven by <paramref name="seed"/>: the same arguments deal the same round.
        /// </summary>
        /// <exception cref="MalformedInputException">An unknown variant (unknown_variant) or a bad rules document.</exception>
        /// <exception cref="RuleException">The variant is not played by that many players (players_out_of_range, R1).</exception>
        /// <exception cref="ArgumentNullException">variantOrRules is null.</exception>
        public static Game New(string variantOrRules, int players, ulong seed)
        {
            Engine.EnsureAbi();
            IntPtr game;
            int status = NativeMethods.rami_game_new(Utf8.Encode(variantOrRules, "variantOrRules"), players, seed, out game);
            return Wrap(status, game);
        }

        /// <summary>
        /// Loads a state document (format rami.state/1, as <see cref="ToJson"/> writes it), checked as the
        /// engine checks every state: fields, cards, exactly the variant's deck, legal melds on the table.
        /// </summary>
        /// <exception cref="MalformedInputException">Any fault; the error names the field (e.g. invalid_json, missing_field, cards_not_deck with rule R1).</exception>
        public static Game FromJson(string stateJson)
        {
            Engine.EnsureAbi();
            IntPtr game;
            int status = NativeMethods.rami_game_from_json(Utf8.Encode(stateJson, "stateJson"), out game);
            return Wrap(status, game);
        }

        /// <summary>The state document (rami.state/1): every card, hidden ones included. Show a player <see cref="ViewJson"/> instead.</summary>
        public string ToJson()
        {
            IntPtr game = Enter();
            try { return TakeString(NativeMethods.rami_game_to_json(game)); }
            finally { handle.DangerousRelease(); }
        }

        /// <summary>
        /// Applies a move given as JSON (docs/json.md, "Moves"): {"type":"draw"}, {"type":"take_discard"},
        /// {"type":"play","steps":[...]}, {"type":"discard","card":"KS"}, or one step as an action
        /// ({"type":"meld",...}, "lay_off", "swap"). Returns the next game; this one is unchanged.
        /// </summary>
        /// <exception cref="RuleException">The rules refuse the move; <see cref="RamiException.Rule"/> names the rule (R2..R12), e.g. must_draw_first (R2).</exception>
        /// <exception cref="MalformedInputException">Bad JSON, not a move (invalid_move), an unknown card.</exception>
        public Game Apply(string moveJson)
        {
            byte[] move = Utf8.Encode(moveJson, "moveJson");
            IntPtr game = Enter();
            try
            {
                IntPtr next;
                int status = NativeMethods.rami_game_apply(game, move, out next);
                return Wrap(status, next);
            }
            finally { handle.DangerousRelease(); }
        }

        /// <summary>
        /// Applies the action numbered <paramref name="actionId"/> in the variant's action space
        /// (docs/actions.md), usually one of <see cref="LegalActions()"/>. Returns the next game; this one is unchanged.
        /// </summary>
        /// <exception cref="MalformedInputException">An id outside 0 .. <see cref="ActionSpaceSize"/> - 1 (number_out_of_range).</exception>
        /// <exception cref="RuleException">The action is not legal now (e.g. round_over, R7, once the round is over).</exception>
        public Game Step(int actionId)
        {
            IntPtr game = Enter();
            try
            {
                IntPtr next;
                int status = NativeMethods.rami_game_step(game, actionId, out next);
                return Wrap(status, next);
            }
            finally { handle.DangerousRelease(); }
        }

        /// <summary>The ids of the actions legal for the seat to act, ascending; empty once the round is over.</summary>
        public int[] LegalActions()
        {
            IntPtr game = Enter();
            try
            {
                int count = CheckCount(NativeMethods.rami_game_legal_actions(game, null, 0));
                var ids = new int[count];
                if (count > 0) CheckCount(NativeMethods.rami_game_legal_actions(game, ids, count));
                return ids;
            }
            finally { handle.DangerousRelease(); }
        }

        /// <summary>
        /// Writes the first min(count, buffer.Length) legal action ids, ascending, into a buffer you
        /// reuse (no allocation per turn), and returns how many actions are legal. When the result
        /// exceeds buffer.Length, grow the buffer and call again.
        /// </summary>
        public int LegalActions(int[] buffer)
        {
            if (buffer == null) throw new ArgumentNullException("buffer");
            IntPtr game = Enter();
            try { return CheckCount(NativeMethods.rami_game_legal_actions(game, buffer, buffer.Length)); }
            finally { handle.DangerousRelease(); }
        }

        /// <summary>The number of actions of the variant: action ids run from 0 to this - 1.</summary>
        public int ActionSpaceSize
        {
            get
            {
                IntPtr game = Enter();
                try { return NativeMethods.rami_game_action_space_size(game); }
                finally { handle.DangerousRelease(); }
            }
        }

        /// <summary>The action numbered <paramref name="actionId"/> as a move document (it may be illegal now).</summary>
        /// <exception cref="MalformedInputException">An id outside 0 .. <see cref="ActionSpaceSize"/> - 1.</exception>
        public string ActionJson(int actionId)
        {
            IntPtr game = Enter();
            try { return TakeString(NativeMethods.rami_game_action_json(game, actionId)); }
            finally { handle.DangerousRelease(); }
        }

        /// <summary>The seat to act, 0 .. <see cref="Players"/> - 1; -1 once the round is over.</summary>
        public int CurrentSeat
        {
            get
            {
                IntPtr game = Enter();
                try { return NativeMethods.rami_game_current_seat(game); }
                finally { handle.DangerousRelease(); }
            }
        }

        /// <summary>True once the round is over: a seat went out (R7) or the stock ran out for good (R12).</summary>
        public bool IsOver
        {
            get
            {
                IntPtr game = Enter();
                try { return NativeMethods.rami_game_is_over(game) == 1; }
                finally { handle.DangerousRelease(); }
            }
        }

        /// <summary>The number of seats (R1).</summary>
        public int Players
        {
            get
            {
                IntPtr game = Enter();
                try { return NativeMethods.rami_game_players(game); }
                finally { handle.DangerousRelease(); }
            }
        }

        /// <summary>
        /// What <paramref name="seat"/> may see (rami.view/1): its own "hand", the other hands as
        /// "hand_sizes", the stock as "stock_size", no seed. This is the observation to give a player or a bot.
        /// </summary>
        /// <exception cref="MalformedInputException">A seat outside 0 .. <see cref="Players"/> - 1 (seat_out_of_range).</exception>
        public string ViewJson(int seat)
        {
            IntPtr game = Enter();
            try { return TakeString(NativeMethods.rami_game_view_json(game, seat)); }
            finally { handle.DangerousRelease(); }
        }

        /// <summary>
        /// The scores (R13, R14): {"round": [points per seat] or null while the round goes on,
        /// "before": [match totals before this round], "totals": [after it], "match_winner": seat or null}.
        /// </summary>
        public string ScoresJson()
        {
            IntPtr game = Enter();
            try { return TakeString(NativeMethods.rami_game_scores_json(game)); }
            finally { handle.DangerousRelease(); }
        }

        /// <summary>
        /// The move a built-in bot ("greedy", "random", "ismcts", "ismcts-easy", "ismcts-medium",
        /// "ismcts-hard"; seeded by <paramref name="seed"/>) makes for the seat to act, seeing only that
        /// seat's view; pass it to <see cref="Apply"/>. Memoryless: the bot is made for this one call,
        /// so a search bot forgets the discards it saw taken; keep a <see cref="Bot"/> for a seat's round.
        /// </summary>
        /// <exception cref="MalformedInputException">An unknown bot (unknown_value).</exception>
        /// <exception cref="RuleException">The round is over (round_over, R7).</exception>
        public string BotMoveJson(string bot, ulong seed)
        {
            byte[] name = Utf8.Encode(bot, "bot");
            IntPtr game = Enter();
            try { return TakeString(NativeMethods.rami_bot_move_json(game, name, seed)); }
            finally { handle.DangerousRelease(); }
        }

        // For Bot: the move the native bot chooses in this game.
        internal string MoveOf(IntPtr bot)
        {
            IntPtr game = Enter();
            try { return TakeString(NativeMethods.rami_bot_move(bot, game)); }
            finally { handle.DangerousRelease(); }
        }

        /// <summary>Frees the native game. Safe to call more than once.</summary>
        public void Dispose()
        {
            handle.Dispose();
        }

        // Pins the handle for one native call; the caller releases it in a finally block.
        IntPtr Enter()
        {
            if (handle.IsClosed) throw new ObjectDisposedException("Game");
            bool added = false;
            handle.DangerousAddRef(ref added);
            return handle.DangerousGetHandle();
        }

        static Game Wrap(int status, IntPtr game)
        {
            if (status != NativeMethods.StatusOk) throw RamiException.FromLastError((RamiStatus)status);
            return new Game(new GameHandle(game));
        }

        static string TakeString(IntPtr text)
        {
            if (text == IntPtr.Zero) throw RamiException.FromLastFailure();
            return Utf8.Take(text);
        }

        static int CheckCount(int count)
        {
            if (count < 0) throw RamiException.FromLastFailure();
            return count;
        }
    }
}
