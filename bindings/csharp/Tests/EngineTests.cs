// The library's versions and the hand analysis (melds, best lay-down).
using System.Text.RegularExpressions;
using NUnit.Framework;

namespace Rami.Tests
{
    [TestFixture]
    public class EngineTests
    {
        [Test]
        public void VersionsMatchTheHeader()
        {
            Assert.AreEqual(1, Engine.ExpectedAbiVersion);
            Assert.AreEqual(Engine.ExpectedAbiVersion, Engine.AbiVersion);
            Assert.DoesNotThrow(Engine.EnsureAbi);
            Assert.IsTrue(Regex.IsMatch(Engine.Version, @"^\d+\.\d+\.\d+$"), Engine.Version);
        }

        [Test]
        public void TwoJokersAndAnAceAreASetOf33Points()
        {
            string meld = Engine.MeldJson("rami51", "JK AH JK");
            StringAssert.Contains("\"valid\":true", meld);
            StringAssert.Contains("\"kind\":\"set\"", meld);
            StringAssert.Contains("\"points\":33", meld);
            StringAssert.Contains("\"reading\":[\"A?\",\"AH\",\"A?\"]", meld);
            Assert.AreEqual(meld, Engine.MeldJson("rami51", "[\"JK\", \"AH\", \"JK\"]"));
        }

        [Test]
        public void CardsThatMakeNoMeldAreAnAnswerNotAnException()
        {
            string meld = Engine.MeldJson("rami51", "7H 9S KD");
            StringAssert.Contains("\"valid\":false", meld);
            StringAssert.Contains("\"code\":\"not_a_meld\"", meld);
            StringAssert.Contains("\"rule\":\"R3\"", meld);
        }

        [Test]
        public void BestLayDownOfAHand()
        {
            string best = Engine.BestJson("rummy_classic", "7H 8H 9H KS KD KC 2C", true);
            StringAssert.Contains("\"left\":[\"2C\"]", best);
            StringAssert.Contains("\"deadwood\":2", best);
            StringAssert.Contains("\"can_go_out\":true", best);
            StringAssert.Contains("\"points\":54", best);
        }

        [Test]
        public void BestLayDownKeepsTheOpeningMinimumUntilOpened()
        {
            // 24 points cannot open in rami51 (51 needed, R6); once opened the run is laid.
            StringAssert.Contains("\"melds\":[]", Engine.BestJson("rami51", "7H 8H 9H 2C", false));
            string opened = Engine.BestJson("rami51", "7H 8H 9H 2C", true);
            StringAssert.Contains("\"left\":[\"2C\"]", opened);
            StringAssert.Contains("\"points\":24", opened);
        }
    }
}
