// Whole rounds of the eight variants, 2 to 4 seats, played to their end by seeded random
// choices among the legal actions, through Game.LegalActions and Game.Step.
using System;
using NUnit.Framework;

namespace Rami.Tests
{
    [TestFixture]
    public class RoundTests
    {
        const int MaxSteps = 20000;

        [TestCase("rami40", 2)] [TestCase("rami40", 3)] [TestCase("rami40", 4)]
        [TestCase("rami50", 2)] [TestCase("rami50", 3)] [TestCase("rami50", 4)]
        [TestCase("rami51", 2)] [TestCase("rami51", 3)] [TestCase("rami51", 4)]
        [TestCase("manie_joker51", 2)] [TestCase("manie_joker51", 3)] [TestCase("manie_joker51", 4)]
        [TestCase("rami51_kaluki", 2)] [TestCase("rami51_kaluki", 3)] [TestCase("rami51_kaluki", 4)]
        [TestCase("rami_francais", 2)] [TestCase("rami_francais", 3)] [TestCase("rami_francais", 4)]
        [TestCase("rami7", 2)] [TestCase("rami7", 3)] [TestCase("rami7", 4)]
        [TestCase("rummy_classic", 2)] [TestCase("rummy_classic", 3)] [TestCase("rummy_classic", 4)]
        public void RandomRoundReachesItsEnd(string variant, int players)
        {
            ulong seed = (ulong)(variant.Length * 100 + players);
            var random = new SplitMix64(seed);
            var buffer = new int[8];
            Game game = Game.New(variant, players, seed);
            try
            {
                Assert.AreEqual(players, game.Players);
                int size = game.ActionSpaceSize;
                Assert.Greater(size, 0);
                int steps = 0;
                while (!game.IsOver)
                {
                    Assert.Less(steps, MaxSteps, variant + ": the round is not over after " + MaxSteps + " actions");
                    int seat = game.CurrentSeat;
                    Assert.That(seat >= 0 && seat < players, "seat " + seat + " of " + players);

                    int[] legal = game.LegalActions();
                    Assert.Greater(legal.Length, 0, "no legal action in a round not over: " + game.ToJson());
                    for (int i = 0; i < legal.Length; ++i)
                    {
                        Assert.That(legal[i] >= 0 && legal[i] < size, "id " + legal[i] + " outside the action space");
                        if (i > 0) Assert.Less(legal[i - 1], legal[i], "ids not ascending");
                    }
                    // The reused-buffer form agrees with the allocating one.
                    int count = game.LegalActions(buffer);
                    if (count > buffer.Length)
                    {
                        buffer = new int[count];
                        Assert.AreEqual(count, game.LegalActions(buffer));
                    }
                    Assert.AreEqual(legal.Length, count);
                    for (int i = 0; i < count; ++i) Assert.AreEqual(legal[i], buffer[i]);

                    int chosen = legal[random.Below(legal.Length)];
                    Assert.GreaterOrEqual(Array.IndexOf(legal, chosen), 0);
                    Game next = game.Step(chosen);
                    game.Dispose();
                    game = next;
                    ++steps;
                }

                Assert.Greater(steps, 0);
                Assert.AreEqual(-1, game.CurrentSeat);
                Assert.AreEqual(0, game.LegalActions().Length);
                string scores = game.ScoresJson();
                string round = JsonText.ArrayUnder(scores, "round");
                Assert.IsNotNull(round, "no round scores once over: " + scores);
                Assert.AreEqual(players, JsonText.Strings(round).Length, scores);
                Assert.AreEqual(players, JsonText.Strings(JsonText.ArrayUnder(scores, "totals")).Length, scores);

                var over = Assert.Throws<RuleException>(() => game.Step(0));
                Assert.AreEqual("round_over", over.Code);
                Assert.AreEqual("R7", over.Rule);
                var bot = Assert.Throws<RuleException>(() => game.BotMoveJson("greedy", 1));
                Assert.AreEqual("round_over", bot.Code);
            }
            finally
            {
                game.Dispose();
            }
        }
    }
}
