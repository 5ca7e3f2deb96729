#!/usr/bin/env python3
"""Runs every benchmark of benchmarks/README.md once and prints each figure with its target and
whether it is met, as the README's markdown table; --write puts the table into the README.

Usage (after `cmake --preset bench && cmake --build --preset bench`):
    benchmarks/report.py [--build build/bench] [--data DIR] [--runs N] [--write]

Figures come from the programs of the `bench` build:
- rami_benchmarks (Google Benchmark): CPU time per item, the median of --runs repetitions;
  the `*_per_hand` benchmarks time each hand apart and give the median and the worst hand
  (each hand at its fastest over the iterations);
- `rami best --batch FILE` (the time that command reports on stderr, ns_per_hand): the best of
  --runs runs, since only the solver loop is timed and other programs on the machine only add.
- rami_openspiel_benchmarks, when the build was configured with -DRAMI_OPENSPIEL_DIR=CHECKOUT:
  OpenSpiel's gin rummy MinDeadwood beside rami's analysis on the same hands (else skipped).
DIR holds the hand files (hands_*.txt); default: benchmarks/data.
"""

import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BEGIN = "<!-- figures: begin (benchmarks/report.py --write) -->"
END = "<!-- figures: end -->"

# (figure, what it measures, source, target as (comparison, value, unit) or None)
# source: ("gb", benchmark name, field), ("cli", variant, hand file, extra arguments), ("os", name, field)
# of rami_openspiel_benchmarks, or ("ratio", its OpenSpiel benchmark, its rami benchmark).
FIGURES = [
    ("`read_meld`", "R3-R5 reading, ten melds, four of them illegal", ("gb", "read_meld", "cpu"), ("<", 30, "ns")),
    ("`check_opening`", "R6, two melds", ("gb", "check_opening", "cpu"), None),
    ("`rami best --batch hands_random10.txt --deadwood-only`", "rummy_classic, min deadwood, 20,000 random 10-card hands",
     ("cli", "rummy_classic", "hands_random10.txt", ["--deadwood-only"]), ("<=", 60, "ns")),
    ("`rami best --batch hands_dense11.txt --deadwood-only --after-discard`",
     "rummy_classic, best discard and min deadwood, 2,000 dense 11-card hands",
     ("cli", "rummy_classic", "hands_dense11.txt", ["--deadwood-only", "--after-discard"]), ("<=", 450, "ns")),
    ("`min_deadwood_random10`", "the same hands through hand_solver::min_deadwood", ("gb", "min_deadwood_random10", "cpu"), ("<=", 10, "ns")),
    ("`best_discard_dense11`", "the same hands through hand_solver::best_discard", ("gb", "best_discard_dense11", "cpu"), ("<=", 50, "ns")),
    ("`best_lay_down_rami51_15`", "rami51, best opening, 5,000 random 15-card hands (mean)", ("gb", "best_lay_down_rami51_15", "cpu"), ("<", 5000, "ns")),
    ("`best_lay_down_rami51_dense15`", "rami51, best opening, 1,000 dense 15-card hands with jokers (mean)", ("gb", "best_lay_down_rami51_dense15", "cpu"), None),
    ("`opening_rami51_dense15_per_hand` median", "the same, median hand", ("gb", "opening_rami51_dense15_per_hand", "median_ns"), ("<=", 5000, "ns")),
    ("`opening_rami51_dense15_per_hand` worst", "the same, worst hand", ("gb", "opening_rami51_dense15_per_hand", "worst_ns"), ("<=", 100000, "ns")),
    ("`full_analysis_rami51_dense15_per_hand` median", "what `rami best` computes (min deadwood, best lay-down, can go out), median hand",
     ("gb", "full_analysis_rami51_dense15_per_hand", "median_ns"), ("<=", 2000, "ns")),
    ("`full_analysis_rami51_dense15_per_hand` worst", "the same, worst hand",
     ("gb", "full_analysis_rami51_dense15_per_hand", "worst_ns"), ("<=", 20000, "ns")),
    ("`apply_discard`", "`apply` of a discard, rami51, 4 seats", ("gb", "apply_discard", "cpu"), ("<", 200, "ns")),
    ("`apply_draw`", "`apply` of a draw", ("gb", "apply_draw", "cpu"), ("<", 200, "ns")),
    ("`legal_moves_in_play`", "every legal move of a rami51 seat in play, mid-round", ("gb", "legal_moves_in_play", "cpu"), None),
    ("`random_rounds`", "random bots, rami51, 4 seats: view, legal actions, choice, apply", ("gb", "random_rounds", "moves_per_second"), (">", 200000, "moves/s")),
    ("`greedy_rounds`", "greedy bots, rami51, 4 seats", ("gb", "greedy_rounds", "moves_per_second"), None),
    ("`random_actions`", "random play through `legal_actions` + `apply`, rami51, 4 seats, one core",
     ("gb", "random_actions", "actions_per_second"), (">=", 1200000, "actions/s")),
    ("`random_actions_all_variants`", "the same over the eight variants, 2 to 4 seats",
     ("gb", "random_actions_all_variants", "actions_per_second"), None),
    ("`legal_actions_mid_round` median", "`legal_actions`, rami51, 4 seats, 1,000 states of turns 8-40, median state",
     ("gb", "legal_actions_mid_round", "median_ns"), ("<=", 2000, "ns")),
    ("`legal_actions_mid_round` worst", "the same, worst state", ("gb", "legal_actions_mid_round", "worst_ns"), None),
    ("`legal_actions_house_rules` median", "`legal_actions` on every 10th state of random rounds under 100 drawn rules documents, median state",
     ("gb", "legal_actions_house_rules", "median_ns"), None),
    ("`legal_actions_house_rules` worst", "the same, worst state", ("gb", "legal_actions_house_rules", "worst_ns"), ("<=", 1000000, "ns")),
    ("`legal_actions_dearest` worst", "`legal_actions` on the 40 dearest states found under 2,000 drawn rules documents and 2,000 variants with drawn options (data/states_dearest.jsonl)",
     ("gb", "legal_actions_dearest", "worst_ns"), ("<=", 1000000, "ns")),
    ("`state_json_round_trip`", "`dump_state` (the text of `to_json` + dump) + `parse_state` (checked load) of a mid-round state",
     ("gb", "state_json_round_trip", "cpu"), ("<=", 20000, "ns")),
    ("`state_json_round_trip_dom`", "the same through nlohmann's DOM both ways (`to_json` + dump, parse + `state_from_json`)",
     ("gb", "state_json_round_trip_dom", "cpu"), None),
    ("OpenSpiel `MinDeadwood`, random 10-card hands", "gin_rummy_utils.cc of an OpenSpiel checkout, unmodified (rami_openspiel_benchmarks)",
     ("os", "openspiel_min_deadwood_random10", "cpu"), None),
    ("`min_deadwood` against it", "OpenSpiel's time over rami's, the same hands in the same run",
     ("ratio", "openspiel_min_deadwood_random10", "rami_min_deadwood_random10"), (">=", 100, "x")),
    ("OpenSpiel `MinDeadwood`, dense 11-card hands", "its best meld group, then the costliest card left dropped (its knock rule)",
     ("os", "openspiel_min_deadwood_dense11", "cpu"), None),
    ("`best_discard` against it", "OpenSpiel's time over rami's, the same hands in the same run",
     ("ratio", "openspiel_min_deadwood_dense11", "rami_best_discard_dense11"), None),
]


def to_ns(value, unit):
    return value * {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}[unit]


def show(value, unit):
    if unit == "x":
        return f"{value:.0f}x"
    if unit == "ns":
        if value >= 1e6:
            return f"{value / 1e6:.2f} ms"
        if value >= 1e3:
            return f"{value / 1e3:.1f} µs"
        return f"{value:.0f} ns"
    return f"{value:,.0f} {unit}"


def run_google_benchmark(build, data, runs, program="rami_benchmarks"):
    exe = os.path.join(build, "benchmarks", program)
    env = dict(os.environ, RAMI_BENCH_DIR=data)
    out = subprocess.run([exe, "--benchmark_format=json", f"--benchmark_repetitions={runs}",
                          "--benchmark_report_aggregates_only=true"],
                         check=True, capture_output=True, text=True, env=env).stdout
    report = json.loads(out)
    results = {}
    for b in report["benchmarks"]:
        if b.get("aggregate_name") != "median":
            continue
        name = b["run_name"].split("/")[0]
        if "error_occurred" in b:
            sys.exit(f"benchmark {name}: {b.get('error_message')}")
        results[name] = {"cpu": to_ns(b["cpu_time"], b["time_unit"])}
        for key in ("median_ns", "worst_ns", "moves_per_second", "actions_per_second"):
            if key in b:
                results[name][key] = b[key]
    return results, report["context"]


def run_cli(build, data, variant, hands, extra, runs):
    exe = os.path.join(build, "tools", "rami", "rami")
    best = None
    for _ in range(runs):
        done = subprocess.run([exe, "best", "--variant", variant, "--batch", os.path.join(data, hands)] + extra,
                              check=True, capture_output=True, text=True)
        found = re.search(r"ns_per_hand=(\d+)", done.stderr)
        if not found:
            sys.exit(f"rami best --batch {hands}: no ns_per_hand on stderr")
        value = int(found.group(1))
        best = value if best is None else min(best, value)
    return best


def met(value, target):
    comparison, limit, _ = target
    return {"<": value < limit, "<=": value <= limit, ">": value > limit, ">=": value >= limit}[comparison]


def table(build, data, runs):
    gb, context = run_google_benchmark(build, data, runs)
    # OpenSpiel's side exists only in a build configured with -DRAMI_OPENSPIEL_DIR.
    openspiel = os.path.exists(os.path.join(build, "benchmarks", "rami_openspiel_benchmarks"))
    os_gb = run_google_benchmark(build, data, runs, "rami_openspiel_benchmarks")[0] if openspiel else {}
    rows = ["| figure | what | measured | target | met |", "| --- | --- | --- | --- | --- |"]
    for figure, what, source, target in FIGURES:
        rate = str(source[-1]).endswith("_per_second")  # a counter such as actions_per_second
        unit = target[2] if target else ("x" if source[0] == "ratio" else source[-1].replace("_per_second", "/s") if rate else "ns")
        if source[0] in ("os", "ratio") and not openspiel:
            rows.append(f"| {figure} | {what} | skipped: no OpenSpiel checkout (`-DRAMI_OPENSPIEL_DIR`) | | |")
            continue
        if source[0] == "os":
            value = os_gb[source[1]][source[2]]
        elif source[0] == "ratio":
            value = os_gb[source[1]]["cpu"] / os_gb[source[2]]["cpu"]
        elif source[0] == "gb":
            _, name, field = source
            if name not in gb or field not in gb[name]:
                sys.exit(f"benchmark {name} gave no {field}")
            value = gb[name][field]
        else:
            _, variant, hands, extra = source
            value = run_cli(build, data, variant, hands, extra, runs)
        goal = f"{target[0]} {show(target[1], unit)}" if target else "measured"
        verdict = ("met" if met(value, target) else "not met") if target else ""
        rows.append(f"| {figure} | {what} | {show(value, unit)} | {goal} | {verdict} |")
    load = ", ".join(f"{x:.1f}" for x in context.get("load_avg", []))
    note = (f"Measured {context.get('date', '')} on {context.get('num_cpus', '?')} CPUs at "
            f"{context.get('mhz_per_cpu', '?')} MHz, load average {load or 'unknown'}; "
            f"medians of {runs} repetitions (Google Benchmark, CPU time), best of {runs} runs (`rami best`).")
    return "\n".join(rows) + "\n\n" + note + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", default=os.path.join(ROOT, "build", "bench"))
    parser.add_argument("--data", default=os.path.join(ROOT, "benchmarks", "data"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--write", action="store_true", help="replace the table in benchmarks/README.md")
    args = parser.parse_args()
    if not os.path.isdir(args.data):
        sys.exit(f"no hand files in {args.data}: pass --data DIR")
    text = table(args.build, os.path.abspath(args.data), args.runs)
    print(text, end="")
    if args.write:
        readme = os.path.join(ROOT, "benchmarks", "README.md")
        with open(readme, encoding="utf-8") as f:
            old = f.read()
        if BEGIN not in old or END not in old:
            sys.exit(f"{readme} lacks the markers {BEGIN} ... {END}")
        head, rest = old.split(BEGIN, 1)
        _, tail = rest.split(END, 1)
        with open(readme, "w", encoding="utf-8") as f:
            f.write(head + BEGIN + "\n" + text + END + tail)


if __name__ == "__main__":
    main()
