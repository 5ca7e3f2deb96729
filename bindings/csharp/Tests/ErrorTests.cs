// Refusals by the rules, malformed input, and the error document's reader.
using System;
using System.Threading;
using NUnit.Framework;

namespace Rami.Tests
{
    [TestFixture]
    public class ErrorTests
    {
        static void IsMalformed(MalformedInputException error, string code)
        {
            Assert.AreEqual(code, error.Code, error.Message);
            Assert.AreEqual("format", error.Rule);
            Assert.AreEqual(RamiStatus.Malformed, error.Status);
            Assert.IsNotEmpty(error.Message);
        }

        [Test]
        public void DiscardBeforeDrawingIsRefusedByRuleR2()
        {
            using (Game game = Game.New("rummy_classic", 2, 42))
            {
                StringAssert.Contains("\"phase\":\"draw\"", game.ToJson());
                string card = JsonText.Strings(JsonText.ArrayUnder(game.ViewJson(game.CurrentSeat), "hand"))[0];
                var error = Assert.Throws<RuleException>(() => game.Apply("{\"type\":\"discard\",\"card\":\"" + card + "\"}"));
                Assert.AreEqual("must_draw_first", error.Code);
                Assert.AreEqual("R2", error.Rule);
                Assert.AreEqual(RamiStatus.Refused, error.Status);
                StringAssert.StartsWith("Draw first", error.Message);
                Assert.IsInstanceOf<RamiException>(error);
            }
        }

        [Test]
        public void TooManyPlayersIsRefusedByRuleR1()
        {
            var error = Assert.Throws<RuleException>(() => Game.New("rummy_classic", 5, 1));
            Assert.AreEqual("players_out_of_range", error.Code);
            Assert.AreEqual("R1", error.Rule);
        }

        [Test]
        public void MalformedInputGivesMalformedInputException()
        {
            using (Game game = Game.New("rami51", 2, 42))
            {
                int size = game.ActionSpaceSize;
                IsMalformed(Assert.Throws<MalformedInputException>(() => Game.FromJson("{\"format\":")), "invalid_json");
                IsMalformed(Assert.Throws<MalformedInputException>(() => game.Apply("{\"type\":")), "invalid_json");
                IsMalformed(Assert.Throws<MalformedInputException>(() => game.Apply("{\"type\":\"jump\"}")), "invalid_move");
                IsMalformed(Assert.Throws<MalformedInputException>(() => game.Apply("{\"type\":\"discard\",\"card\":\"ZZ\"}")), "unknown_card");
                IsMalformed(Assert.Throws<MalformedInputException>(() => Engine.MeldJson("rami51", "7H 8H ZZ")), "unknown_card");
                IsMalformed(Assert.Throws<MalformedInputException>(() => Game.New("rami52", 2, 1)), "unknown_variant");
                IsMalformed(Assert.Throws<MalformedInputException>(() => Engine.BestJson("nope", "7H", false)), "unknown_variant");
                IsMalformed(Assert.Throws<MalformedInputException>(() => game.ViewJson(2)), "seat_out_of_range");
                IsMalformed(Assert.Throws<MalformedInputException>(() => game.ViewJson(-1)), "seat_out_of_range");
                IsMalformed(Assert.Throws<MalformedInputException>(() => game.Step(-1)), "number_out_of_range");
                IsMalformed(Assert.Throws<MalformedInputException>(() => game.Step(size)), "number_out_of_range");
                IsMalformed(Assert.Throws<MalformedInputException>(() => game.Step(int.MaxValue)), "number_out_of_range");
                Assert.Throws<MalformedInputException>(() => game.ActionJson(size));
                IsMalformed(Assert.Throws<MalformedInputException>(() => game.BotMoveJson("smart", 1)), "unknown_value");
                IsMalformed(Assert.Throws<MalformedInputException>(() => Engine.MeldJson("rami51", "")), "empty_input");
                // The game is still usable after all that.
                Assert.Greater(game.LegalActions().Length, 0);
            }
        }

        [Test]
        public void StateMissingACardIsMalformedUnderRuleR1()
        {
            using (Game game = Game.New("rummy_classic", 2, 42))
            {
                string state = game.ToJson();
                int first = state.IndexOf("\"stock\":[\"") + "\"stock\":[".Length;
                string missing = state.Remove(first, state.IndexOf(',', first) - first + 1);
                var error = Assert.Throws<MalformedInputException>(() => Game.FromJson(missing));
                Assert.AreEqual("cards_not_deck", error.Code);
                Assert.AreEqual("R1", error.Rule);
                Assert.AreEqual(RamiStatus.Malformed, error.Status);
            }
        }

        [Test]
        public void TextCallsTakeTheStatusTheLibraryReports()
        {
            // The hand analysis refuses a joker in rami50, whose deck has none (R1)...
            var refused = Assert.Throws<RuleException>(() => Engine.BestJson("rami50", "JK 5H 6H", false));
            Assert.AreEqual("card_not_in_deck", refused.Code);
            Assert.AreEqual("R1", refused.Rule);
            Assert.AreEqual(RamiStatus.Refused, refused.Status);
            // ...while the meld reader answers that the cards make no meld: not a failure.
            string meld = Engine.MeldJson("rami50", "JK 5H 6H");
            StringAssert.Contains("\"valid\":false", meld);
            StringAssert.Contains("\"code\":\"card_not_in_deck\"", meld);
            // A success after a failure is not reported as one.
            Assert.Throws<MalformedInputException>(() => Engine.MeldJson("rami51", "7H 8H ZZ"));
            StringAssert.Contains("\"valid\":true", Engine.MeldJson("rami51", "7H 8H 9H"));
        }

        [Test]
        public void NonAsciiTextCrossesAsUtf8BothWays()
        {
            using (Game game = Game.New("rami51", 2, 1))
            {
                var error = Assert.Throws<MalformedInputException>(() => game.Apply("{\"type\":\"discard\",\"card\":\"Z♥\"}"));
                StringAssert.Contains("Z♥", error.Message);
            }
            // "q♠" is read as QS (docs/json.md, "Cards").
            StringAssert.Contains("\"QS\"", Engine.MeldJson("rami51", "q♠ q♥ q♦"));
        }

        [Test]
        public void NullAndNulArgumentsAreRefusedBeforeTheLibrary()
        {
            Assert.Throws<ArgumentNullException>(() => Game.New(null, 2, 1));
            Assert.Throws<ArgumentNullException>(() => Game.FromJson(null));
            Assert.Throws<ArgumentNullException>(() => Engine.MeldJson("rami51", null));
            Assert.Throws<ArgumentException>(() => Game.New("rami51\0x", 2, 1));
            using (Game game = Game.New("rami51", 2, 1))
            {
                Assert.Throws<ArgumentNullException>(() => game.Apply(null));
                Assert.Throws<ArgumentNullException>(() => game.BotMoveJson(null, 1));
                Assert.Throws<ArgumentNullException>(() => game.LegalActions(null));
            }
        }

        [Test]
        public void EachThreadGetsItsOwnError()
        {
            string[] codes = new string[4];
            var threads = new Thread[4];
            for (int t = 0; t < threads.Length; ++t)
            {
                int index = t;
                threads[t] = new Thread(() =>
                {
                    for (int i = 0; i < 200; ++i)
                    {
                        try
                        {
                            if (index % 2 == 0) Game.New("no_such_variant", 2, 1);
                            else Game.New("rami51", 9, 1);
                        }
                        catch (RamiException e)
                        {
                            if (codes[index] != null && codes[index] != e.Code) { codes[index] = "mixed"; return; }
                            codes[index] = e.Code;
                        }
                    }
                });
                threads[t].Start();
            }
            foreach (Thread thread in threads) thread.Join();
            CollectionAssert.AreEqual(
                new[] { "unknown_variant", "players_out_of_range", "unknown_variant", "players_out_of_range" }, codes);
        }

        [Test]
        public void ErrorDocumentReaderReadsTheFlatObject()
        {
            string code, rule, message;
            Assert.IsTrue(ErrorDocument.TryRead("{\"code\":\"already_drawn\",\"rule\":\"R2\",\"message\":\"m\"}", out code, out rule, out message));
            Assert.AreEqual(new[] { "already_drawn", "R2", "m" }, new[] { code, rule, message });
            Assert.IsTrue(ErrorDocument.TryRead(
                " {\n \"message\" : \"a \\\"b\\\" \\\\ \\/ \\n\\t \\u00e9 \\ud83c\\udca1 ♥\", \"rule\":\"format\" ,\"code\":\"x\" } ",
                out code, out rule, out message));
            Assert.AreEqual("x", code);
            Assert.AreEqual("format", rule);
            Assert.AreEqual("a \"b\" \\ / \n\t é \U0001F0A1 ♥", message);
        }

        [TestCase("")]
        [TestCase("{}")]
        [TestCase("{\"code\":\"a\",\"rule\":\"R1\"}")]
        [TestCase("{\"code\":\"a\",\"rule\":\"R1\",\"message\":3}")]
        [TestCase("{\"code\":\"a\",\"rule\":\"R1\",\"message\":\"m\",\"extra\":\"e\"}")]
        [TestCase("{\"code\":\"a\",\"rule\":\"R1\",\"message\":\"m\"} x")]
        [TestCase("{\"code\":\"a\",\"rule\":\"R1\",\"message\":\"m\\q\"}")]
        [TestCase("{\"code\":\"a\",\"rule\":\"R1\",\"message\":\"m\\u12\"}")]
        [TestCase("{\"code\":\"a\",\"rule\":\"R1\",\"message\":\"m")]
        [TestCase("{\"error\":{\"code\":\"a\",\"rule\":\"R1\",\"message\":\"m\"}}")]
        public void ErrorDocumentReaderRefusesOtherShapes(string json)
        {
            string code, rule, message;
            Assert.IsFalse(ErrorDocument.TryRead(json, out code, out rule, out message));
        }
    }
}
