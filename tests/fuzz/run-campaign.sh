#!/bin/sh
# Runs every libFuzzer target one after another, single process, for <seconds> each.
#   tests/fuzz/run-campaign.sh <seconds> [build dir, default build/fuzz] [target ...]
# Build first:
#   cmake -B build/fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
#         -DGPUSIZER_FUZZ=ON -DGPUSIZER_BUILD_BENCHMARKS=OFF && cmake --build build/fuzz --target fuzzers
# The grown corpus goes to <build dir>/corpus-work/<target> (seeded from tests/fuzz/corpus),
# crash, timeout and out-of-memory reproducers to <build dir>/findings/<target>/, the log to
# <build dir>/findings/<target>.log; the last lines of each log hold the figures for
# docs/reliability.md. Exit status 1 when a target found something.
set -u
seconds=${1:?usage: run-campaign.sh <seconds> [build dir] [target ...]}
build=${2:-build/fuzz}
[ $# -ge 2 ] && shift 2 || shift $#
here=$(cd "$(dirname "$0")" && pwd)
targets=${*:-scenario hfconfig catalog validationcsv pricelistcsv pricelistjson exchangerates systems servingcsv pinnedoptions}
# UBSan reports must stop the run, or libFuzzer would not keep the input.
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
status=0
for target in $targets; do
    case $target in
        scenario) seeds=scenario; maxlen=16384 ;;
        hfconfig) seeds=hfconfig; maxlen=8192 ;;
        catalog) seeds=catalog; maxlen=16384 ;;
        validationcsv) seeds=csv; maxlen=16384 ;;
        pricelistcsv) seeds=pricelistcsv; maxlen=8192 ;;
        pricelistjson) seeds=pricelistjson; maxlen=8192 ;;
        exchangerates) seeds=exchangerates; maxlen=4096 ;;
        systems) seeds=systems; maxlen=16384 ;;
        servingcsv) seeds=servingcsv; maxlen=16384 ;;
        pinnedoptions) seeds=pinnedoptions; maxlen=32768 ;;
        *) echo "unknown target $target" >&2; exit 2 ;;
    esac
    work="$build/corpus-work/$target"
    findings="$build/findings/$target"
    mkdir -p "$work" "$findings"
    echo "== fuzz_$target for $seconds s (max_len $maxlen)"
    "$build/tests/fuzz/fuzz_$target" "$work" "$here/corpus/$seeds" \
        -dict="$here/$target.dict" -max_len=$maxlen -max_total_time="$seconds" \
        -rss_limit_mb=2048 -malloc_limit_mb=1024 -timeout=10 -print_final_stats=1 \
        -artifact_prefix="$findings/" >"$build/findings/$target.log" 2>&1 || status=1
    grep -E '^#[0-9]+.*(DONE|pulse)' "$build/findings/$target.log" | tail -1
    grep -E 'stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb' "$build/findings/$target.log"
    ls "$findings"
done
exit $status
