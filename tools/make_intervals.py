#!/usr/bin/env python3
"""Generates resources/intervals.json, the table behind every prediction interval.

GPU Sizer states each memory and throughput prediction with an interval of about 80 % coverage:
[low, high] multipliers around the point prediction, read off how far the public validation cases
(tests/data/validation_cases.csv, quality A and B) were from it. This script:

1. runs `gpu-sizer-cli validate --cases CASES --min-quality B --json`;
2. takes per case the ratio measured / predicted, for memory (measured_mem_gib /
   predicted_mem_gib) and for throughput (measured_tokens_per_s_per_gpu /
   predicted_tokens_per_s_per_gpu; inference rows: decode tokens/s);
3. groups the ratios by kind: training (full, pretrain), adapters (lora, qlora) and inference,
   per metric, plus "all" (every row of the metric). A group with fewer than MIN_ROWS rows is
   left out and the core uses "all" of its metric in its place;
4. chooses each group's band by leave-one-source-out coverage, so that it holds on a source it
   has never seen: the rows are grouped by source (the repository or document the `source`
   column names first; the one use of that column), and each candidate band -- the group's own
   rows or every row of the metric (pooled), each row weighted equally or each source weighted
   equally, central shares 0.80 to 0.90 -- is rebuilt without one source at a time and scored on
   that source's rows. The narrowest candidate whose leave-one-source-out coverage reaches
   LOSO_TARGET while covering at most MAX_IN_SAMPLE of the group's own rows wins; without one,
   the candidate of the highest leave-one-source-out coverage within MAX_IN_SAMPLE;
5. writes per group the band's low and high (weighted percentiles: linear interpolation between
   the midpoints of the rows' cumulative weights), its median, its row count, the share of the
   group's rows inside (`coverage`), its leave-one-source-out coverage (`loso_coverage`), the
   sources (`sources`) and the candidate chosen (`basis`), the factor `widen_uncalibrated` (GPU families
   without a fitted throughput calibration: each bound's distance from the median, taken as a
   ratio, grows by that power, i.e. low' = median * (low / median) ** w and likewise for high),
   the date, and the SHA-256 of the CSV the figures came from;
6. does the same for the serving cases (tests/data/serving_cases.csv, `validate --json` of that
   CSV): one band per figure over every quality A+B row that measured it, output tokens/s of the
   deployment (measured_output_tok_s / predicted_output_tok_s), time to first token and time per
   output token (measured_ttft_ms / predicted_ttft_ms and likewise tpot, each at the statistic
   the row names), under "serving" with that CSV's SHA-256;
6. counts per GPU family (the `generation` of the row's GPU id in resources/gpus.json) the
   quality A+B validation rows that measured it: memory_rows and throughput_rows (rows with
   both figures of that metric, as in step 2) and runs (rows with either), under "calibration";
   every family of gpus.json is listed, those without rows with 0.

Numbers are rounded to 4 decimals so that `--check` is stable across platforms.

Usage (from anywhere; paths are relative to the repository root):
    tools/make_intervals.py [CLI]              # regenerate resources/intervals.json
    tools/make_intervals.py --check [CLI]      # exit 1 when the shipped file is stale

CLI defaults to build/release/app/cli/gpu-sizer-cli. The ctest `intervals.fresh` runs the check
with the CLI just built: when the estimator or the cases change, rerun this script and commit
the new resources/intervals.json (docs/estimation.md, "Intervals").
"""

import argparse
import csv
import datetime
import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_CLI = "build/release/app/cli/gpu-sizer-cli"
DEFAULT_CASES = "tests/data/validation_cases.csv"
DEFAULT_SERVING_CASES = "tests/data/serving_cases.csv"
GPU_CATALOG = "resources/gpus.json"
DEFAULT_OUTPUT = "resources/intervals.json"

MIN_QUALITY = "B"
NOMINAL_COVERAGE = 0.80      # what every band aims at
MIN_ROWS = 8                 # smaller groups fall back to "all" of their metric
CENTRAL_SHARES = (0.80, 0.82, 0.84, 0.86, 0.88, 0.90)   # candidate bands' central shares
LOSO_TARGET = 0.78           # leave-one-source-out coverage a band must reach (about 80 %)
MAX_IN_SAMPLE = 0.90         # and the most of its own rows it may cover
WIDEN_UNCALIBRATED = 1.5     # exponent on each bound's ratio to the median
DECIMALS = 4

GROUPS = {
    "training": ("full", "pretrain"),
    "adapters": ("lora", "qlora"),
    "inference": ("inference",),
}
METRICS = {
    # metric: (measured key, predicted key)
    "memory": ("measured_mem_gib", "predicted_mem_gib"),
    "throughput": ("measured_tokens_per_s_per_gpu", "predicted_tokens_per_s_per_gpu"),
}
SERVING_METRICS = {
    # figure: (measured key, predicted key) of `validate --json` on the serving cases
    "output_tokens_per_s": ("measured_output_tok_s", "predicted_output_tok_s"),
    "ttft": ("measured_ttft_ms", "predicted_ttft_ms"),
    "tpot": ("measured_tpot_ms", "predicted_tpot_ms"),
}

FORMAT = (
    "GPU Sizer prediction intervals, version 1, generated by tools/make_intervals.py (do not edit "
    "by hand). Per metric (memory: peak bytes per GPU; throughput: tokens/s per GPU, inference "
    "decode tokens/s) and group (training: full, pretrain; adapters: lora, qlora; inference; all: "
    "every row), low and high are the 10th and 90th percentiles of measured / predicted over the "
    "quality A+B validation cases, so [low, high] x prediction covers about 80 % of them. A group "
    "missing here had fewer than min_rows rows and uses 'all'. GPU families without a fitted "
    "calibration widen each bound: median x (bound / median) ^ widen_uncalibrated. 'serving': the "
    "same over the quality A+B serving cases, one band per figure (output tokens/s of the "
    "deployment, time to first token, time per output token). 'calibration': per GPU family "
    "(gpus.json generation) the quality A+B validation rows with a measured and predicted memory "
    "(memory_rows), throughput (throughput_rows) and either (runs)."
)


def source_key(source):
    """The repository or document a row's `source` names first ("QwenLM/Qwen2.5@a912d23 docs/..."
    -> "QwenLM/Qwen2.5"): rows from one published table share their biases."""
    return re.split(r"[@\s]", source.strip(), maxsplit=1)[0] or "?"


def read_sources(cases_path):
    """{case id: source key} of a validation CSV."""
    try:
        with cases_path.open(encoding="utf-8", newline="") as f:
            return {row["id"]: source_key(row.get("source") or "") for row in csv.DictReader(f)}
    except (OSError, KeyError, csv.Error) as error:
        sys.exit(f"make_intervals: cannot read the sources of {cases_path}: {error}")


def weighted_percentile(rows, p, by_source):
    """p-th percentile (0..100) of [(ratio, source)], each row weighing 1 or, by_source, each
    source 1 in all; linear between the midpoints of the cumulative weights."""
    counts = {}
    for _, source in rows:
        counts[source] = counts.get(source, 0) + 1
    points = sorted((r, 1.0 / counts[s] if by_source else 1.0) for r, s in rows)
    total = sum(w for _, w in points)
    positions, acc = [], 0.0
    for value, weight in points:
        positions.append(((acc + weight / 2.0) / total * 100.0, value))
        acc += weight
    if p <= positions[0][0]:
        return positions[0][1]
    if p >= positions[-1][0]:
        return positions[-1][1]
    for (p0, v0), (p1, v1) in zip(positions, positions[1:]):
        if p0 <= p <= p1:
            return v0 if p1 <= p0 else v0 + (v1 - v0) * (p - p0) / (p1 - p0)
    return positions[-1][1]


def candidate_band(rows, share, by_source):
    low = weighted_percentile(rows, 50.0 * (1.0 - share), by_source)
    high = weighted_percentile(rows, 50.0 * (1.0 + share), by_source)
    return low, weighted_percentile(rows, 50.0, by_source), high


def inside(rows, low, high):
    return sum(1 for r, _ in rows if low <= r <= high)


def loso_coverage(rows, pool, share, by_source):
    """Share of `rows` inside the band built from `pool` without their own source."""
    covered = counted = 0
    for source in sorted({s for _, s in rows}):
        others = [x for x in pool if x[1] != source]
        if len(others) < MIN_ROWS:
            continue
        low, _, high = candidate_band(others, share, by_source)
        mine = [x for x in rows if x[1] == source]
        covered += inside(mine, low, high)
        counted += len(mine)
    return covered / counted if counted else 0.0


def chosen_band(rows, pool):
    """The band of a group's rows [(ratio, source)] by its leave-one-source-out coverage, among
    its own rows and the pooled ones, unweighted and source-weighted (see the module's step 4)."""
    candidates = []
    for basis, base in (("own", rows), ("pooled", pool)):
        for by_source in (False, True):
            for share in CENTRAL_SHARES:
                low, median, high = candidate_band(base, share, by_source)
                candidates.append({
                    "basis": basis + ("_source_weighted" if by_source else ""),
                    "share": share, "low": low, "median": median, "high": high,
                    "coverage": inside(rows, low, high) / len(rows),
                    "loso": loso_coverage(rows, base, share, by_source),
                })
    allowed = [c for c in candidates if c["coverage"] <= MAX_IN_SAMPLE]
    good = [c for c in allowed if c["loso"] >= LOSO_TARGET]
    if good:
        best = min(good, key=lambda c: (c["high"] / c["low"], c["share"]))
    else:
        best = max(allowed or candidates, key=lambda c: (c["loso"], -c["high"] / c["low"]))
    low, high = round(best["low"], DECIMALS), round(best["high"], DECIMALS)
    return {
        "low": low,
        "median": round(best["median"], DECIMALS),
        "high": high,
        "rows": len(rows),
        "sources": len({s for _, s in rows}),
        "coverage": round(inside(rows, low, high) / len(rows), DECIMALS),   # of the bounds as shipped
        "loso_coverage": round(best["loso"], DECIMALS),
        "basis": best["basis"],
        "central_share": best["share"],
    }


def run_validation(cli, cases):
    command = [str(cli), "validate", "--cases", str(cases), "--min-quality", MIN_QUALITY, "--json"]
    try:
        done = subprocess.run(command, capture_output=True, text=True, check=False)
    except OSError as error:
        sys.exit(f"make_intervals: cannot run {cli}: {error}")
    if done.returncode != 0:
        sys.exit(f"make_intervals: {' '.join(command)} exited with {done.returncode}:\n{done.stderr}")
    try:
        return json.loads(done.stdout)["cases"]
    except (ValueError, KeyError) as error:
        sys.exit(f"make_intervals: unreadable output of {cli} validate --json: {error}")


def ratio(case, measured_key, predicted_key):
    """measured / predicted of one case, or None when either figure is missing or not positive."""
    measured = case.get(measured_key)
    predicted = case.get(predicted_key)
    if measured is None or predicted is None or measured <= 0 or predicted <= 0:
        return None
    return measured / predicted


def ratios(cases, sources):
    """{metric: {mode: [(measured / predicted, source), ...]}} over the rows that have both figures."""
    out = {metric: {} for metric in METRICS}
    for case in cases:
        for metric, (measured_key, predicted_key) in METRICS.items():
            r = ratio(case, measured_key, predicted_key)
            if r is not None:
                out[metric].setdefault(case.get("mode", "?"), []).append((r, sources.get(case.get("id"), "?")))
    return out


def gpu_families(catalog_path):
    """{gpu id: generation} of resources/gpus.json."""
    try:
        gpus = json.loads(catalog_path.read_text(encoding="utf-8"))["gpus"]
        return {g["id"]: g["generation"] for g in gpus}
    except (OSError, ValueError, KeyError, TypeError) as error:
        sys.exit(f"make_intervals: unreadable GPU catalog {catalog_path}: {error}")


def calibration_rows(cases, families):
    """Per GPU family: the rows with a memory ratio, with a throughput ratio, and with either."""
    out = {family: {"memory_rows": 0, "throughput_rows": 0, "runs": 0} for family in sorted(set(families.values()))}
    for case in cases:
        family = families.get(case.get("gpu", ""))
        if family is None:
            continue
        memory = ratio(case, *METRICS["memory"]) is not None
        throughput = ratio(case, *METRICS["throughput"]) is not None
        out[family]["memory_rows"] += memory
        out[family]["throughput_rows"] += throughput
        out[family]["runs"] += memory or throughput
    return out


def serving_bands(cli, serving_path):
    cases = run_validation(cli, serving_path)
    out = {
        "cases": relative_name(serving_path, DEFAULT_SERVING_CASES),
        "cases_sha256": hashlib.sha256(serving_path.read_bytes()).hexdigest(),
    }
    sources = read_sources(serving_path)
    for figure, (measured_key, predicted_key) in SERVING_METRICS.items():
        values = [(r, sources.get(c.get("id"), "?")) for c in cases
                  for r in [ratio(c, measured_key, predicted_key)] if r is not None]
        if len(values) < MIN_ROWS:
            sys.exit(f"make_intervals: only {len(values)} serving {figure} row(s) with a measurement "
                     f"(at least {MIN_ROWS} needed)")
        out[figure] = chosen_band(values, values)
    return out


def relative_name(path, default):
    return default if path.resolve() == (REPO / default).resolve() else str(path)


def make_table(cli, cases_path, serving_path, catalog_path, date):
    cases = run_validation(cli, cases_path)
    by_metric = ratios(cases, read_sources(cases_path))
    table = {
        "format": FORMAT,
        "version": 1,
        "date": date,
        "cases": relative_name(cases_path, DEFAULT_CASES),
        "cases_sha256": hashlib.sha256(cases_path.read_bytes()).hexdigest(),
        "min_quality": MIN_QUALITY,
        "coverage": NOMINAL_COVERAGE,
        "loso_target": LOSO_TARGET,
        "max_in_sample": MAX_IN_SAMPLE,
        "min_rows": MIN_ROWS,
        "widen_uncalibrated": WIDEN_UNCALIBRATED,
    }
    for metric in METRICS:
        per_mode = by_metric[metric]
        everything = [r for values in per_mode.values() for r in values]
        if len(everything) < 2:
            sys.exit(f"make_intervals: only {len(everything)} {metric} row(s) with a measurement")
        groups = {"all": chosen_band(everything, everything)}
        for group, modes in GROUPS.items():
            values = [r for mode in modes for r in per_mode.get(mode, [])]
            if len(values) >= MIN_ROWS:
                groups[group] = chosen_band(values, everything)
        table[metric] = groups
    table["serving"] = serving_bands(cli, serving_path)
    table["calibration"] = calibration_rows(cases, gpu_families(catalog_path))
    return table


def describe(b):
    return (f"rows {b['rows']:4} of {b['sources']:2} sources  [{b['low']:.3f}, {b['high']:.3f}]  median "
            f"{b['median']:.3f}  covers {100 * b['coverage']:.0f} %, a source left out {100 * b['loso_coverage']:.0f} %  "
            f"({b['basis']}, central {b['central_share']:.2f})")


def to_text(table):
    return json.dumps(table, indent=2, sort_keys=False) + "\n"


def differences(shipped, fresh, path=""):
    """Readable differences between two tables, ignoring the date."""
    out = []
    if isinstance(shipped, dict) and isinstance(fresh, dict):
        for key in sorted(set(shipped) | set(fresh)):
            if path == "" and key == "date":
                continue
            where = f"{path}.{key}" if path else key
            if key not in shipped:
                out.append(f"{where}: missing in the shipped file (fresh: {json.dumps(fresh[key])})")
            elif key not in fresh:
                out.append(f"{where}: not generated any more (shipped: {json.dumps(shipped[key])})")
            else:
                out.extend(differences(shipped[key], fresh[key], where))
    elif shipped != fresh:
        out.append(f"{path}: shipped {json.dumps(shipped)}, fresh {json.dumps(fresh)}")
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("cli", nargs="?", default=DEFAULT_CLI,
                        help=f"gpu-sizer-cli to run (default {DEFAULT_CLI}, relative to the repository root)")
    parser.add_argument("--cases", default=DEFAULT_CASES, help=f"validation CSV (default {DEFAULT_CASES})")
    parser.add_argument("--serving-cases", default=DEFAULT_SERVING_CASES,
                        help=f"serving validation CSV (default {DEFAULT_SERVING_CASES})")
    parser.add_argument("--output", default=DEFAULT_OUTPUT, help=f"table to write or check (default {DEFAULT_OUTPUT})")
    parser.add_argument("--check", action="store_true",
                        help="regenerate in memory and exit 1 when the output file differs (the date aside)")
    args = parser.parse_args()

    cli = Path(args.cli)
    cli = cli if cli.is_absolute() else REPO / cli
    cases = Path(args.cases)
    cases = cases if cases.is_absolute() else REPO / cases
    serving = Path(args.serving_cases)
    serving = serving if serving.is_absolute() else REPO / serving
    output = Path(args.output)
    output = output if output.is_absolute() else REPO / output
    if not cases.is_file():
        sys.exit(f"make_intervals: no validation cases at {cases}")
    if not serving.is_file():
        sys.exit(f"make_intervals: no serving cases at {serving}")

    today = datetime.datetime.now(datetime.timezone.utc).date().isoformat()
    fresh = make_table(cli, cases, serving, REPO / GPU_CATALOG, today)
    if args.check:
        try:
            shipped = json.loads(output.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            print(f"make_intervals: cannot read {output}: {error}", file=sys.stderr)
            return 1
        found = differences(shipped, fresh)
        if found:
            print(f"{output} is stale (the estimator or the validation cases changed); regenerate it with\n"
                  f"  tools/make_intervals.py [path/to/gpu-sizer-cli]\nDifferences:", file=sys.stderr)
            for line in found:
                print("  " + line, file=sys.stderr)
            return 1
        print(f"{output.name} is up to date (cases sha256 {fresh['cases_sha256'][:12]}..., "
              f"generated {shipped.get('date', '?')})")
        return 0

    output.write_text(to_text(fresh), encoding="utf-8")
    for metric in METRICS:
        for group, b in fresh[metric].items():
            print(f"{metric:10} {group:9} {describe(b)}")
    for figure in SERVING_METRICS:
        print(f"serving    {figure:9} {describe(fresh['serving'][figure])}")
    for family, rows in fresh["calibration"].items():
        print(f"calibration {family:9} memory {rows['memory_rows']:4}  throughput {rows['throughput_rows']:4}  "
              f"runs {rows['runs']:4}")
    print(f"wrote {output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
