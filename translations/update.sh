#!/usr/bin/env bash
# Refreshes the .ts catalogs from the ui sources (same scan as tests/translations/check.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
LUPDATE=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
"$LUPDATE" -locations none -extensions cpp,h ui -ts translations/gpusizer_en.ts translations/gpusizer_nb.ts translations/gpusizer_de.ts
