#!/usr/bin/env bash
# Fails when a tr() string of the ui sources is missing from the catalogs, or when a Norwegian
# or German message is unfinished, untranslated, obsolete or vanished.
set -euo pipefail
SRC=${1:?source dir}
LUPDATE=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for lang in en nb de; do
  cp "$SRC/translations/gpusizer_$lang.ts" "$work/"
  before=$(grep -c '<message' "$work/gpusizer_$lang.ts" || true)
  (cd "$SRC" && "$LUPDATE" -silent -locations none -extensions cpp,h ui -ts "$work/gpusizer_$lang.ts" >/dev/null)
  after=$(grep -c '<message' "$work/gpusizer_$lang.ts" || true)
  if [ "$before" != "$after" ]; then
    echo "FAIL $lang: $((after - before)) message(s) in the sources are missing from translations/gpusizer_$lang.ts (run translations/update.sh)"
    status=1
  fi
  if grep -q 'type="vanished"\|type="obsolete"' "$work/gpusizer_$lang.ts"; then
    echo "FAIL $lang: vanished or obsolete messages:"
    grep -B3 'type="vanished"\|type="obsolete"' "$work/gpusizer_$lang.ts" | grep '<source>' | head -20
    status=1
  fi
  if [ "$lang" != en ]; then
    if grep -q 'type="unfinished"' "$work/gpusizer_$lang.ts"; then
      echo "FAIL $lang: unfinished or untranslated messages:"
      grep -B3 'type="unfinished"' "$work/gpusizer_$lang.ts" | grep '<source>' | head -40
      status=1
    fi
    if grep -q '<translation></translation>' "$work/gpusizer_$lang.ts"; then
      echo "FAIL $lang: empty translations"
      status=1
    fi
  fi
  echo "$lang: $after messages checked"
done
exit $status
