#!/usr/bin/env bash
# `rami ladder` (docs/cli.md, docs/bots.md "Rating ladder"): the JSON document, paired deals (each
# pair's games are 2·N, and they are the rounds `rami play` plays on the same seeds with the seats
# both ways round), the Bradley–Terry rating of two bots in closed form, the table, and the errors
# with exit 2.
# Usage: bash tests/cli/test_ladder_cli.sh <path-to-rami> <repo-root>
set -u

RAMI=${1:?usage: test_ladder_cli.sh <path-to-rami> <repo-root>}
ROOT=${2:?usage: test_ladder_cli.sh <path-to-rami> <repo-root>}
source "$(dirname "${BASH_SOURCE[0]}")/lib/harness.sh"

# --- the JSON document, and the rounds it counts are those of `rami play` ---------------------
# rami7 and rummy_classic: the lowest points win in one, the highest in the other (R13, R14).
for variant in rami7 rummy_classic; do
    L="$TMP/ladder_$variant.json"
    run 0 "$L" ladder --variant "$variant" --bots random,greedy --rounds 4 --seed 11 --json || continue
    for seed in 11 12 13 14; do
        run 0 "$TMP/play_${variant}_${seed}_a.json" play --variant "$variant" --players 2 --seed "$seed" --bots random,greedy --json
        run 0 "$TMP/play_${variant}_${seed}_b.json" play --variant "$variant" --players 2 --seed "$seed" --bots greedy,random --json
    done
    check "ladder $variant: shape, paired deals, closed-form rating" "
import math
j = files[0]
assert set(j) == {'variant', 'rounds', 'seed', 'games', 'capped', 'deadlocks', 'anchor', 'prior_draws',
                  'converged', 'bots', 'pairs'}, sorted(j)
assert j['variant'] == '$variant' and j['rounds'] == 4 and j['seed'] == 11 and j['games'] == 8, j
assert j['anchor'] == 'random' and j['prior_draws'] == 1 and j['converged'] is True, j
assert [b['bot'] for b in j['bots']] == ['random', 'greedy'], j['bots']
[pair] = j['pairs']
assert pair['bots'] == ['random', 'greedy'] and pair['games'] == 2 * 4, pair

# The same rounds by rami play: seat 0 is random in the first of each seed, greedy in the second.
lowest_wins = '$variant' != 'rummy_classic'
wins = {'random': 0, 'greedy': 0}; draws = 0
for record in files[1:]:
    [r] = record['rounds']
    result = r['result']
    if r['capped'] or result is None or result['points'][0] == result['points'][1]:
        draws += 1
        continue
    seat0_better = (result['points'][0] < result['points'][1]) == lowest_wins
    wins[record['bots'][0 if seat0_better else 1]] += 1
assert pair['wins'] == [wins['random'], wins['greedy']] and pair['draws'] == draws, (pair, wins, draws)
assert pair['win_rate'] == [wins['random'] / 8, wins['greedy'] / 8], pair
assert abs(sum(pair['score']) - 1) < 1e-12, pair

# Two bots: p = (wins + draws/2 + 0.5) / (games + 1) with the prior's virtual draw; Elo = 400·log10(p / (1 − p)).
random_bot, greedy_bot = j['bots']
assert random_bot['elo'] == 0 and random_bot['elo_95'] == [0, 0], random_bot
p = (wins['greedy'] + draws / 2 + 0.5) / 9
assert abs(greedy_bot['elo'] - 400 * math.log10(p / (1 - p))) <= 0.051, (greedy_bot, p)
se = 400 / math.log(10) / math.sqrt(9 * p * (1 - p))
low, high = greedy_bot['elo_95']
assert abs(low - (greedy_bot['elo'] - 1.96 * se)) < 0.2 and abs(high - (greedy_bot['elo'] + 1.96 * se)) < 0.2, (greedy_bot, se)
for b in j['bots']:
    assert b['games'] == 8 and b['wins'] + b['draws'] + b['losses'] == 8, b
assert greedy_bot['wins'] == wins['greedy'] and greedy_bot['losses'] == wins['random'], greedy_bot
" "$L" "$TMP"/play_${variant}_1[1-4]_[ab].json
done

# Greedy beats random over more deals, and its interval says so.
run 0 "$TMP/more.json" ladder --variant rami7 --rounds 30 --json
check "ladder: greedy is rated above random" "
j = files[0]
assert j['pairs'][0]['games'] == 60, j['pairs']
random_bot, greedy_bot = j['bots']
assert greedy_bot['elo'] > 100 and greedy_bot['elo_95'][0] > 0, greedy_bot
assert greedy_bot['elo_95'][0] < greedy_bot['elo'] < greedy_bot['elo_95'][1], greedy_bot
" "$TMP/more.json"

# The same command line gives the same ladder.
run 0 "$TMP/again.json" ladder --variant rami7 --rounds 30 --json
checks=$((checks + 1))
cmp -s "$TMP/more.json" "$TMP/again.json" || fail "ladder: the same command line gave another ladder"

# --- the table ---------------------------------------------------------------------------
run 0 "$TMP/table.txt" ladder --variant rami7 --rounds 30 --bots random,greedy
checks=$((checks + 1))
python3 - "$TMP/table.txt" "$TMP/more.json" <<'PY' || fail "ladder table: $(cat "$TMP/table.txt")"
import json, sys
text = open(sys.argv[1]).read()
j = json.load(open(sys.argv[2]))
lines = text.splitlines()
assert lines[0].startswith('Rating ladder: ') and '(rami7)' in lines[0] and '60 games a pair' in lines[0], lines[0]
rank = [l.split() for l in lines if l.strip().startswith(('1 ', '2 '))]
assert [r[1] for r in rank] == ['greedy', 'random'], rank   # best first
greedy = j['bots'][1]
assert rank[0][2] == '%+.0f' % greedy['elo'] and rank[0][-4] == str(greedy['wins']), (rank, greedy)
assert '(anchor)' in lines[4] and lines[4].split()[1] == 'random', lines[4]
assert any(l.startswith('random-greedy') for l in lines), text
PY

# --- errors: exit 2, the error JSON on stdout, a line on stderr ---------------------------
run 2 "$TMP/e.json" ladder --variant rami7 --bots greedy,wizard --json && error_is usage format "$TMP/e.json" 'unknown bot'
# An unknown bot is named before --rounds is checked (tools/ladder_table.sh relies on it to see whether a bot exists).
run 2 "$TMP/e.json" ladder --variant rami7 --bots wizard,random --rounds 0 && error_is usage format "$TMP/e.json" 'unknown bot'
run 2 "$TMP/e.json" ladder --variant rami7 --bots greedy && error_is usage format "$TMP/e.json" 'two bots at least'
run 2 "$TMP/e.json" ladder --variant rami7 --bots greedy,greedy && error_is usage format "$TMP/e.json" twice
run 2 "$TMP/e.json" ladder --variant rami7 --rounds 0 && error_is usage format "$TMP/e.json" '--rounds'
run 2 "$TMP/e.json" ladder --variant rami7 --rounds -3 && error_is usage format "$TMP/e.json" '--rounds'
run 2 "$TMP/e.json" ladder --variant rami99 && error_is unknown_variant format "$TMP/e.json"
run 2 "$TMP/e.json" ladder --variant rami7 --rules - </dev/null && error_is usage format "$TMP/e.json"
# A custom variant for 3 to 6 players is not heads-up.
echo '{"format": "rami.rules/1", "base": "rami7", "deal": {"min_players": 3}}' >"$TMP/three.json"
run 0 "$TMP/three_new.json" new --rules "$TMP/three.json" --players 3 --seed 1
run 2 "$TMP/e.json" ladder --rules "$TMP/three.json" && error_is players_out_of_range R1 "$TMP/e.json" heads-up

finish
