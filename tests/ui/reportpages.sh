#!/bin/sh
# Writes the sample PDF sizing reports (a full fine-tune of Mistral 7B on 2 x H100, a QLoRA of
# Llama 3.1 70B on one H100) in en, nb and de, in each language's currency, and turns their pages
# into the PNGs the README shows.
#   tests/ui/reportpages.sh [build-dir] [output-dir]
# defaults: build/release and docs/screenshots. Needs pdftoppm (poppler-utils).
set -eu
build=${1:-build/release}
out=${2:-docs/screenshots}
cli="$build/app/cli/gpu-sizer-cli"
[ -x "$cli" ] || { echo "reportpages.sh: $cli not built" >&2; exit 1; }
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for sample in "full-7b resources/examples/mistral-7b-full-2xh100.gpusizer.json" \
              "qlora-70b resources/examples/llama-3.1-70b-qlora-1xh100.gpusizer.json"; do
  name=${sample%% *}
  scenario=${sample#* }
  for lang in en nb de; do
    case $lang in nb) currency=NOK ;; de) currency=EUR ;; *) currency=USD ;; esac
    rm -f "$out/report-$name-$lang"-*.png
    "$cli" report --scenario "$scenario" --currency "$currency" --lang "$lang" \
      --customer "Nordlys Analyse AS" --project "GPU sizing" --consultant "Kari Nordmann" \
      --company "Fjordrådgivning" --out "$work/$name-$lang.pdf" >/dev/null
    pdftoppm -r 60 -png "$work/$name-$lang.pdf" "$out/report-$name-$lang"
  done
done
echo "reportpages.sh: wrote $out/report-*.png"
