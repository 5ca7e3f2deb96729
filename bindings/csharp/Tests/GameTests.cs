// A game as a value: immutability, the state's JSON round trip, views, bots, numbered actions.
using System;
using NUnit.Framework;

namespace Rami.Tests
{
    [TestFixture]
    public class GameTests
    {
        /// <summary>Plays <paramref name="steps"/> seeded random legal actions from a new round.</summary>
        static Game Advance(string variant, int players, ulong seed, int steps)
        {
            var random = new SplitMix64(seed);
            Game game = Game.New(variant, players, seed);
            for (int i = 0; i < steps && !game.IsOver; ++i)
            {
                int[] legal = game.LegalActions();
                Game next = game.Step(legal[random.Below(legal.Length)]);
                game.Dispose();
                game = next;
            }
            return game;
        }

        [Test]
        public void StepAndApplyLeaveTheInputUnchanged()
        {
            using (Game game = Game.New("rami51", 3, 7))
            {
                string before = game.ToJson();
                using (Game stepped = game.Step(game.LegalActions()[0]))
                {
                    Assert.AreEqual(before, game.ToJson());
                    Assert.AreNotEqual(before, stepped.ToJson());
                }
                using (Game applied = game.Apply(game.BotMoveJson("greedy", 3)))
                {
                    Assert.AreEqual(before, game.ToJson());
                    Assert.AreNotEqual(before, applied.ToJson());
                }
                Assert.Throws<RuleException>(() => game.Apply("{\"type\":\"take_discard\"}"));
                Assert.AreEqual(before, game.ToJson());
            }
        }

        [Test]
        public void StateJsonRoundTripGivesTheSameText()
        {
            // Mid-round, mid-turn states of two variants, the turn record included.
            foreach (string variant in new[] { "rami_francais", "rami51" })
                for (int steps = 0; steps <= 60; steps += 15)
                    using (Game game = Advance(variant, 4, 21, steps))
                    {
                        string json = game.ToJson();
                        using (Game loaded = Game.FromJson(json))
                        {
                            Assert.AreEqual(json, loaded.ToJson(), variant + " after " + steps);
                            CollectionAssert.AreEqual(game.LegalActions(), loaded.LegalActions());
                            Assert.AreEqual(game.CurrentSeat, loaded.CurrentSeat);
                        }
                    }
        }

        [Test]
        public void ViewShowsItsSeatsHandAndNotTheOthers()
        {
            using (Game game = Advance("rami51", 3, 5, 4))
            {
                string state = game.ToJson();
                var hands = JsonText.ArraysUnder(state, "hands");
                Assert.AreEqual(3, hands.Count, state);
                for (int seat = 0; seat < 3; ++seat)
                {
                    string view = game.ViewJson(seat);
                    StringAssert.Contains("\"format\":\"rami.view/1\"", view);
                    StringAssert.Contains("\"seat\":" + seat, view);
                    Assert.AreEqual(hands[seat], JsonText.ArrayUnder(view, "hand"));
                    for (int other = 0; other < 3; ++other)
                        if (other != seat)
                            Assert.IsFalse(view.Contains(hands[other]), "seat " + seat + " sees the hand of seat " + other);
                    Assert.IsFalse(view.Contains("\"hands\""));
                    Assert.IsFalse(view.Contains("\"stock\""));
                    Assert.IsFalse(view.Contains("\"seed\""));
                    string[] sizes = JsonText.Strings(JsonText.ArrayUnder(view, "hand_sizes"));
                    for (int other = 0; other < 3; ++other)
                        Assert.AreEqual(JsonText.Strings(hands[other]).Length.ToString(), sizes[other]);
                }
            }
        }

        [Test]
        public void GreedyBotPlaysARoundToItsEnd()
        {
            Game game = Game.New("rami51", 2, 11);
            try
            {
                int moves = 0;
                while (!game.IsOver)
                {
                    Assert.Less(moves, 2000, "the greedy bots did not finish the round");
                    string move = game.BotMoveJson("greedy", (ulong)moves);
                    StringAssert.StartsWith("{", move);
                    Game next = game.Apply(move);
                    game.Dispose();
                    game = next;
                    ++moves;
                }
                Assert.IsNotNull(JsonText.ArrayUnder(game.ScoresJson(), "round"));
            }
            finally { game.Dispose(); }
        }

        [Test]
        public void RandomBotIsDrivenByItsSeed()
        {
            using (Game game = Game.New("rami7", 2, 3))
            {
                Assert.AreEqual(game.BotMoveJson("random", 99), game.BotMoveJson("random", 99));
                using (Game next = game.Apply(game.BotMoveJson("random", 99)))
                    Assert.AreNotEqual(game.ToJson(), next.ToJson());
            }
        }

        [Test]
        public void AnActionsMoveDocumentAppliesAsTheActionSteps()
        {
            using (Game game = Advance("rummy_classic", 2, 8, 6))
                foreach (int id in game.LegalActions())
                    using (Game stepped = game.Step(id))
                    using (Game applied = game.Apply(game.ActionJson(id)))
                        Assert.AreEqual(stepped.ToJson(), applied.ToJson(), game.ActionJson(id));
        }

        [Test]
        public void ScoresHaveNoRoundWhileItGoesOn()
        {
            using (Game game = Game.New("rami40", 4, 2))
            {
                string scores = game.ScoresJson();
                StringAssert.Contains("\"round\":null", scores);
                Assert.AreEqual(new[] { "0", "0", "0", "0" }, JsonText.Strings(JsonText.ArrayUnder(scores, "totals")));
                Assert.AreEqual(4, game.Players);
                Assert.IsFalse(game.IsOver);
            }
        }

        [Test]
        public void DisposeTwiceIsHarmlessAndUseAfterDisposeThrows()
        {
            Game game = Game.New("rami51", 2, 1);
            Game next = game.Step(game.LegalActions()[0]);
            game.Dispose();
            game.Dispose();
            Assert.Throws<ObjectDisposedException>(() => game.ToJson());
            Assert.Throws<ObjectDisposedException>(() => game.Step(0));
            Assert.Throws<ObjectDisposedException>(() => game.IsOver.GetHashCode());
            Assert.Throws<ObjectDisposedException>(() => game.LegalActions(new int[4]));
            // The game made from it lives on its own.
            Assert.Greater(next.LegalActions().Length, 0);
            next.Dispose();
        }

        [Test]
        public void GamesLeftToTheFinalizerAreFreed()
        {
            for (int i = 0; i < 200; ++i) Game.New("rami7", 2, (ulong)i);
            GC.Collect();
            GC.WaitForPendingFinalizers();
            using (Game game = Game.New("rami7", 2, 1)) Assert.IsFalse(game.IsOver);
        }
    }
}
