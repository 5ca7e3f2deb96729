// A Bot kept for the round plays as `rami play` plays (its bots are kept for the round too, and
// a search bot remembers the discards it saw taken); a bot made for each move does not.
using System;
using System.Collections.Generic;
using System.IO;
using NUnit.Framework;

namespace Rami.Tests
{
    [TestFixture]
    public class BotTests
    {
        // The moves of a round played by one Bot per seat, seeded as `rami play` seeds them (the
        // deal's seed × 31 + the seat), and what a bot made for each move did alike.
        static List<string> PlayRound(string variant, int players, ulong seed, string name, out int firstEqual, out int freshDiffers)
        {
            var bots = new List<Bot>();
            var moves = new List<string>();
            var asked = new int[players];
            firstEqual = 0;
            freshDiffers = 0;
            try
            {
                for (int seat = 0; seat < players; ++seat) bots.Add(new Bot(name, seed * 31 + (ulong)seat));
                Game game = Game.New(variant, players, seed);
                while (!game.IsOver)
                {
                    Assert.Less(moves.Count, 20000, "the round never ended");
                    int seat = game.CurrentSeat;
                    string kept = bots[seat].MoveJson(game);
                    string fresh = game.BotMoveJson(name, seed * 31 + (ulong)seat);
                    if (asked[seat]++ == 0 && fresh == kept) ++firstEqual;
                    if (fresh != kept) ++freshDiffers;
                    Game next = game.Apply(kept);
                    game.Dispose();
                    game = next;
                    moves.Add(kept);
                }
                var over = Assert.Throws<RuleException>(() => bots[0].MoveJson(game));
                Assert.AreEqual("round_over", over.Code);
                game.Dispose();
            }
            finally
            {
                foreach (Bot bot in bots) bot.Dispose();
            }
            return moves;
        }

        [Test]
        public void AKeptBotPartsFromAFreshOneAndReplaysForItsSeed()
        {
            int firstEqual, freshDiffers, unused;
            List<string> moves = PlayRound("rami51", 2, 7, "ismcts-easy", out firstEqual, out freshDiffers);
            Assert.AreEqual(2, firstEqual);
            Assert.Greater(freshDiffers, 0);
            CollectionAssert.AreEqual(moves, PlayRound("rami51", 2, 7, "ismcts-easy", out unused, out unused));
        }

        // RAMI_PLAY_RECORD: `rami play --variant rami51 --players 2 --seed 7 --bots ismcts-easy --json`.
        [Test]
        public void KeptBotsMakeTheMovesOfRamiPlay()
        {
            string path = Environment.GetEnvironmentVariable("RAMI_PLAY_RECORD");
            if (path == null) Assert.Ignore("RAMI_PLAY_RECORD is not set (tools/test_bindings.sh writes it)");
            string record = File.ReadAllText(path);
            foreach (string field in new[] { "\"bots\":[\"ismcts-easy\",\"ismcts-easy\"]", "\"players\":2", "\"seed\":7", "\"variant\":\"rami51\"" })
                StringAssert.Contains(field, record, "the record is not of that round");
            int at = record.IndexOf("\"moves\":[", StringComparison.Ordinal) + "\"moves\":".Length;
            int firstEqual, freshDiffers;
            List<string> moves = PlayRound("rami51", 2, 7, "ismcts-easy", out firstEqual, out freshDiffers);
            for (int i = 0; i < moves.Count; ++i)
            {
                bool here = (record[at] == '[' || record[at] == ',') && string.CompareOrdinal(record, at + 1, moves[i], 0, moves[i].Length) == 0;
                Assert.IsTrue(here, "move " + i + ": " + moves[i] + ", the record: " + record.Substring(at, Math.Min(120, record.Length - at)));
                at += 1 + moves[i].Length;
            }
            Assert.AreEqual(']', record[at], "the record has more moves");
        }

        [Test]
        public void RefusalsAndDisposal()
        {
            var unknown = Assert.Throws<MalformedInputException>(() => new Bot("clever", 1));
            Assert.AreEqual("unknown_value", unknown.Code);
            Assert.Throws<ArgumentNullException>(() => new Bot(null, 1));
            var bot = new Bot("greedy", 0);
            Assert.AreEqual("greedy", bot.Name);
            using (Game game = Game.New("rami51", 2, 1))
            {
                StringAssert.Contains("\"type\":", bot.MoveJson(game));
                Assert.Throws<ArgumentNullException>(() => bot.MoveJson(null));
                bot.Dispose();
                bot.Dispose();
                Assert.Throws<ObjectDisposedException>(() => bot.MoveJson(game));
            }
            using (var kept = new Bot("random", 1))
            {
                Game closed = Game.New("rami51", 2, 1);
                closed.Dispose();
                Assert.Throws<ObjectDisposedException>(() => kept.MoveJson(closed));
            }
        }
    }
}
