#!/bin/sh
# Takes the main-window screenshots shown in the README (light, dark, presentation mode,
# Norwegian and German)
# under Xvfb with the default scenario.
#   tests/ui/screenshots.sh [build-dir] [output-dir]
# defaults: build/release and docs/screenshots.
set -eu
build=${1:-build/release}
out=${2:-docs/screenshots}
app="$build/app/gpu-sizer"
[ -x "$app" ] || { echo "screenshots.sh: $app not built" >&2; exit 1; }
mkdir -p "$out"
# A private settings folder so the user's session does not leak into the pictures.
XDG_CONFIG_HOME=$(mktemp -d)
export XDG_CONFIG_HOME
export QT_FONT_DPI=96
run() { xvfb-run -a -s "-screen 0 1920x1200x24" "$app" --screenshot "$@"; }
run "$out/main-light.png"
run "$out/main-dark.png" --dark
run "$out/main-presentation.png" --presentation
run "$out/main-nb.png" --lang nb
run "$out/main-de.png" --lang de
# Inference: the serving view (70B fp8 on 2 x H100, 64 users, a p99 TPOT target).
serving=resources/examples/llama-3.1-70b-serving-2xh100.gpusizer.json
run "$out/main-serving.png" "$serving"
run "$out/main-serving-nb.png" --lang nb "$serving"
run "$out/main-serving-de.png" --lang de "$serving"
# The trade-off tabs (issue #29) on laptop screens in every language: memory, time and cost
# against the sequence length per method; the map (sequence length by micro-batch, memory per
# GPU); the Pareto fronts of the serving example; what moves the default scenario's cost.
for size in 1366x768 1280x720; do
  for lang in en nb de; do
    run "$out/lengths-$size-$lang.png" --lang "$lang" --size "$size" --tab lengths
    run "$out/map-$size-$lang.png" --lang "$lang" --size "$size" --tab map
    run "$out/pareto-$size-$lang.png" --lang "$lang" --size "$size" --tab pareto "$serving"
    run "$out/tornado-$size-$lang.png" --lang "$lang" --size "$size" --tab tornado
  done
done
# Laptop screens: the window at 1366 x 768 and 1280 x 720 in every language, light, dark and
# presentation mode, training and serving (issue #28).
for size in 1366x768 1280x720; do
  for lang in en nb de; do
    run "$out/laptop-$size-$lang.png" --lang "$lang" --size "$size"
    run "$out/laptop-$size-$lang-dark.png" --lang "$lang" --size "$size" --dark
    run "$out/laptop-$size-$lang-presentation.png" --lang "$lang" --size "$size" --presentation
    run "$out/laptop-$size-$lang-serving.png" --lang "$lang" --size "$size" "$serving"
  done
done
rm -rf "$XDG_CONFIG_HOME"
echo "screenshots.sh: wrote $out/main-light.png, main-dark.png, main-presentation.png, main-nb.png, main-de.png, main-serving*.png, {lengths,map,pareto,tornado}-<size>-<lang>.png and laptop-<size>-<lang>[-dark|-presentation|-serving].png"
