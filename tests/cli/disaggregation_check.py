#!/usr/bin/env python3
"""gpu-sizer-cli recommend --disaggregate (issue #30 point 2, its "Done when").

Usage: disaggregation_check.py CLI
Llama 3.1 70B at 5 requests/s (open loop), 8,000 tokens in and 300 out, TTFT 2 s and TPOT 50 ms
at p99: the list holds split deployments (serving.disaggregated) among colocated ones; each
split's prefill_gpus + decode_gpus is its GPU count, it meets both targets, and `estimate` with
its flags (--prefill-replicas, --prefill-tp, --decode-replicas, --decode-tp and its network)
gives the same figures to 1e-6 relative; the list is ordered by monthly rent among the
recommendable candidates of calibrated families; without the flag no candidate carries the key
and the list is the flagged one's colocated candidates in the same order.
"""
import sys

from clijson import close, runner

run = runner(sys.argv[1], "disaggregation_check")
QUESTION = ["--model", "llama-3.1-70b", "--method", "inference", "--requests-per-s", "5", "--input-len", "8000",
            "--output-len", "300", "--ttft-ms", "2000", "--tpot-ms", "50"]


def key(c):
    return (c["gpu"], c["gpus"], c["tp"], c["pp"], c["ep"], c["replicas"], c["serving"]["monthly_rent"])


flagged = run("recommend", *QUESTION, "--disaggregate", "--top", "0", "--json")["candidates"]
plain = run("recommend", *QUESTION, "--top", "0", "--json")["candidates"]
splits = [c for c in flagged if c["disaggregated"]]
colocated = [c for c in flagged if not c["disaggregated"]]
assert splits and colocated, (len(splits), len(colocated))
assert any(not c["disaggregated"] for c in flagged[flagged.index(splits[0]):]), "no colocated candidate after a split"
for c in splits:
    v = c["serving"]
    assert v["disaggregated"] is True
    assert v["prefill_gpus"] == v["prefill_replicas"] * v["prefill_tp"], v
    assert v["decode_gpus"] == v["decode_replicas"] * v["decode_tp"], v
    assert v["prefill_gpus"] + v["decode_gpus"] == v["gpus"] == c["gpus"], (c["gpus"], v)
    assert v["ttft_ms"] <= 2000 and v["tpot_ms"] <= 50 and v["meets_targets"], v
    assert v["kv_transfer_ms"] > 0 and v["kv_transfer_link"] in ("fast_link", "scale_out"), v
rents = [c["serving"]["monthly_rent"] for c in flagged if c["recommendable"] and c["calibrated"]]
assert rents == sorted(rents), "not ordered by monthly rent"
for c in splits[:6]:
    v = c["serving"]
    again = run("estimate", *QUESTION, "--gpu", c["gpu"], "--prefill-replicas", str(v["prefill_replicas"]),
                "--prefill-tp", str(v["prefill_tp"]), "--decode-replicas", str(v["decode_replicas"]),
                "--decode-tp", str(v["decode_tp"]), "--gpus-per-node", str(c["gpus_per_node"]),
                "--inter-node-gbs", repr(c["inter_node_gbs"]), "--json")["serving"]
    for field in ("gpus", "prefill_gpus", "decode_gpus", "ttft_ms", "tpot_ms", "kv_transfer_ms", "monthly_rent",
                  "output_tokens_per_s"):
        assert close(again[field], v[field]), (field, again[field], v[field])
assert all("disaggregated" not in c and not c["serving"].get("disaggregated") for c in plain)
assert [key(c) for c in plain] == [key(c) for c in colocated], "the colocated list changed"
best_split, best = splits[0]["serving"], colocated[0]["serving"]
print(f"disaggregation_check: {len(splits)} splits among {len(flagged)} candidates; cheapest split "
      f"{best_split['prefill_replicas']}P(TP{best_split['prefill_tp']})+{best_split['decode_replicas']}D"
      f"(TP{best_split['decode_tp']}) on {splits[0]['gpu']}, {best_split['gpus']} GPUs, "
      f"{best_split['monthly_rent']:.0f} a month against {best['monthly_rent']:.0f} colocated")
