#!/usr/bin/env python3
"""gpu-sizer-cli recommend --pareto --json: a non-dominated front whose points estimate reproduces (issue #29).

Usage: pareto_check.py CLI
Serving (Llama 3.1 70B, 200 users, p99 TPOT <= 50 ms; a request-rate load over two engines;
Mixtral 8x7B with expert-parallel layouts):
every point marked on the front is dominated by no other point in output tokens/s per GPU and
tokens/s per user (both maximised), every point marked dominated is dominated by a front point,
the same for the cost front (cost per 1M tokens minimised); up to 8 front points re-run with
`estimate` and their estimate_args give the same figures to 1e-6 relative. Training (8B LoRA;
70B full fine-tuning from torchtune, whose front runs on other frameworks): rent against hours,
both minimised, likewise.
"""
import sys

from clijson import close, runner

run = runner(sys.argv[1], "pareto_check")
SAMPLE = 8


def dominates(a, b, keys):
    """a dominates b: at least as good in every (key, sign) and better in one; sign +1 maximises."""
    better = False
    for key, sign in keys:
        if sign * a[key] < sign * b[key]:
            return False
        better = better or sign * a[key] > sign * b[key]
    return better


def check_front(points, keys, flag):
    front = [p for p in points if not p[flag]]
    assert front, "no point on the front"
    for p in front:
        beaten = [q for q in points if dominates(q, p, keys)]
        assert not beaten, (flag, p, beaten[0])
    for p in points:
        if p[flag]:
            assert any(dominates(q, p, keys) for q in front), (flag, "dominated by nothing on the front", p)
    return front


def sample(front):
    step = max(1, len(front) // SAMPLE)
    return front[::step][:SAMPLE]


STAT_KEYS = {"mean": "mean", "median": "p50", "p90": "p90", "p99": "p99"}


def check_serving(*args):
    r = run("recommend", *args, "--pareto", "--json")
    points = r["pareto"]
    stat = STAT_KEYS[r["pareto_statistic"]]
    speed = [("tokens_per_s_per_gpu", 1), ("tokens_per_s_per_user", 1)]
    front = check_front(points, speed, "dominated")
    check_front(points, [("cost_per_million_tokens", -1), ("tokens_per_s_per_user", 1)], "cost_dominated")
    users = [p["tokens_per_s_per_user"] for p in points]
    assert users == sorted(users), "points not sorted by tokens/s per user"
    for p in sample(front):
        v = run("estimate", *p["estimate_args"], "--json")["serving"]
        assert v["gpus"] == p["gpus"] and v["replicas"] == p["replicas"], (p, v["gpus"], v["replicas"])
        pairs = [(p["tokens_per_s_per_gpu"], v["output_tokens_per_s"] / v["gpus"]),
                 (p["tokens_per_s_per_user"], 1000.0 / v["tpot_ms_by_statistic"][stat]),
                 (p["tpot_ms"], v["tpot_ms_by_statistic"][stat]),
                 (p["ttft_ms"], v["ttft_ms_by_statistic"][stat]),
                 (p["cost_per_million_tokens"], v["cost_per_million_output_tokens"]),
                 (p["concurrency_per_replica"], v["concurrency"])]
        for mine, estimated in pairs:
            assert close(mine, estimated), (p, pairs)
        assert p["meets_targets"] == v["meets_targets"], (p, v["meets_targets"])
        assert p["engine"] == v["engine"], (p, v["engine"])
    return points, front


chat = ["--model", "llama-3.1-70b", "--method", "inference", "--concurrency", "200", "--tpot-ms", "50"]
points, front = check_serving(*chat)
assert len({p["weight_dtype"] for p in points}) == 3, "bf16, fp8 and int4 weights expected"
rate = ["--model", "llama-3.1-70b", "--method", "inference", "--weight-dtype", "fp8", "--requests-per-s", "5",
        "--input-len", "2000", "--output-len", "300", "--ttft-ms", "2000", "--tpot-ms", "40"]
rate_points, rate_front = check_serving(*rate, "--pareto-engines", "vllm,sglang")
assert {p["engine"] for p in rate_points} == {"vllm", "sglang"}, "both engines expected"

# A mixture of experts: expert-parallel replicas are points too, and --ep reproduces them.
moe_points, moe_front = check_serving("--model", "mixtral-8x7b", "--method", "inference", "--concurrency", "64",
                                      "--tpot-ms", "60")
assert any(p["ep"] > 1 for p in moe_front), "an expert-parallel layout on the Mixtral front expected"


def check_training(*args):
    r = run("recommend", *args, "--pareto", "--json")
    points = r["pareto"]
    front = check_front(points, [("cost", -1), ("hours", -1)], "dominated")
    hours = [p["hours"] for p in points]
    assert hours == sorted(hours), "points not sorted by hours"
    for p in sample(front):
        e = run("estimate", *p["estimate_args"], "--json")
        assert close(p["cost"], e["cost"]["rent_total"]) and close(p["hours"], e["time"]["wall_hours"]), (p, e["cost"])
        assert p["gpus"] == e["gpus"] and p["gpu"] == e["gpu"], (p, e["gpu"], e["gpus"])
    return points, front


lora = ["--model", "llama-3.1-8b", "--method", "lora", "--seq-len", "2048", "--micro-batch", "4", "--grad-accum", "8"]
tpoints, tfront = check_training(*lora)
# From torchtune: the front's layouts run on DeepSpeed or Megatron-LM, whose defaults --framework
# brings before the point's own settings.
full_points, full_front = check_training("--model", "llama-3.1-70b", "--method", "full", "--grad-accum", "64",
                                         "--framework", "torchtune")
assert any("deepspeed" in p["estimate_args"] or "megatron" in p["estimate_args"] for p in full_front), full_front

print(f"pareto_check: serving fronts of {len(front)} of {len(points)}, {len(rate_front)} of {len(rate_points)} and "
      f"{len(moe_front)} of {len(moe_points)} points, training fronts of {len(tfront)} of {len(tpoints)} and "
      f"{len(full_front)} of {len(full_points)}, sampled points reproduced by estimate")
