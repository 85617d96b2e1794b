#!/usr/bin/env python3
"""gpu-sizer-cli explore --json against gpu-sizer-cli estimate --json, and estimate --sensitivity (issue #29).

Usage: explore_check.py CLI
A 4 x 3 memory map of sequence length by micro-batch: every cell there, memory non-decreasing
along both axes, each band around its value, and the cell at (2048, 4) the device memory that
estimate gives for --seq-len 2048 --micro-batch 4. A serving map's TPOT cell equals estimate's.
"""
import sys

import clijson

run = clijson.runner(sys.argv[1], "explore_check")


def close(a, b):
    return clijson.close(a, b, rel=1e-9, floor=1.0)


m = run("explore", "--x", "seq-len:512..4096", "--y", "micro-batch:1,4,16", "--metric", "memory", "--json")
assert m["x"]["values"] == [512, 1024, 2048, 4096], m["x"]
assert m["y"]["values"] == [1, 4, 16], m["y"]
cells = {(c["x"], c["y"]): c for c in m["cells"]}
assert len(cells) == 12, len(cells)
for c in m["cells"]:
    assert c["low"] <= c["value"] <= c["high"], c
for y in m["y"]["values"]:
    row = [cells[(x, y)]["value"] for x in m["x"]["values"]]
    assert row == sorted(row), (y, row)
for x in m["x"]["values"]:
    column = [cells[(x, y)]["value"] for y in m["y"]["values"]]
    assert column == sorted(column), (x, column)
e = run("estimate", "--seq-len", "2048", "--micro-batch", "4", "--json")
held = e["memory"]["device_used_bytes"] / 2**30
assert close(cells[(2048, 4)]["value"], held), (cells[(2048, 4)], held)

serving = ["--model", "llama-3.1-70b", "--method", "inference", "--weight-dtype", "fp8", "--gpus", "2", "--tp", "2",
           "--tpot-ms", "50"]
s = run("explore", *serving, "--x", "concurrency:16,64", "--y", "engine:vllm,sglang", "--metric", "tpot", "--json")
cell = next(c for c in s["cells"] if c["x"] == 64 and c["y"] == "sglang")
e = run("estimate", *serving, "--concurrency", "64", "--engine", "sglang", "--json")
assert close(cell["value"], e["serving"]["tpot_ms"]), (cell, e["serving"]["tpot_ms"])

# estimate --sensitivity: at least 6 assumptions, each low/base/high, sorted by swing; the base
# is the figure estimate prints (the default LoRA run's rent total).
e = run("estimate", "--sensitivity", "--json")
t = e["sensitivity"]
assert t["figure"] == "cost" and close(t["base"], e["cost"]["rent_total"]), (t["base"], e["cost"])
items = t["items"]
assert len(items) >= 6, items
swings = [abs(i["high"] - i["low"]) for i in items]
assert swings == sorted(swings, reverse=True), swings
for i in items:
    assert i["base"] == t["base"] and i["low_input"] and i["high_input"], i
g = run("estimate", *serving, "--concurrency", "300", "--sensitivity", "--json")["sensitivity"]
assert g["figure"] == "gpus" and any(i["name"] == "latency_statistic" for i in g["items"]), g
print(f"explore_check: {len(m['cells'])} memory cells and a TPOT cell agree with estimate; "
      f"{len(items)} assumptions swing the cost")
