#!/usr/bin/env bash
# Builds the Debian package from a configured build directory, checks its metadata, installs it
# with dpkg, runs the installed programs, removes it again and checks that nothing is left.
#
#   packaging/test-package.sh [BUILD_DIR]      (default: build/release)
#
# Needs root (dpkg -i), dpkg-dev, lintian, desktop-file-utils and appstream; exits 77 (ctest:
# skipped) when one is missing. Refuses to touch a gpu-sizer package that was installed before.
# ctest runs it as the test "package" (label "package") when configured with
# -DGPUSIZER_PACKAGE_TESTS=ON.
set -euo pipefail

src=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-$src/build/release}" && pwd)
app_id=io.github.gpusizer.GpuSizer
pkg=gpu-sizer
failures=0
installed_by_us=0
tmp=$(mktemp -d)

cleanup() {
  if [ "$installed_by_us" -eq 1 ] && dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q installed; then
    echo "cleanup: purging $pkg"
    dpkg -P "$pkg" >/dev/null || true
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT

step() { printf '\n== %s\n' "$*"; }
ok() { printf '   ok   %s\n' "$*"; }
fail() { printf '   FAIL %s\n' "$*"; failures=$((failures + 1)); }
# check DESCRIPTION COMMAND...: runs the command, counts a failure and shows its output if it fails.
check() {
  local what=$1 out
  shift
  if out=$("$@" 2>&1); then ok "$what"; else fail "$what"; printf '%s\n' "$out" | sed 's/^/        /'; fi
}

# ---- prerequisites -------------------------------------------------------------------------------
missing=()
for tool in dpkg dpkg-deb dpkg-shlibdeps cpack cmake lintian desktop-file-validate appstreamcli \
            update-mime-database groff gzip; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "test-package: missing ${missing[*]} (apt-get install dpkg-dev lintian desktop-file-utils appstream shared-mime-info groff-base)" >&2
  exit 77
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "test-package: needs root to install the package with dpkg -i" >&2
  exit 77
fi
if dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
  echo "test-package: $pkg is already installed ($(dpkg-query -W -f='${Version}' "$pkg")); remove it first: dpkg -r $pkg" >&2
  exit 1
fi
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
[ -n "$version" ] || { echo "test-package: $build is not a configured build directory" >&2; exit 1; }

# ---- metadata in the source tree -----------------------------------------------------------------
step "metadata files (version $version)"
check "desktop-file-validate $app_id.desktop" desktop-file-validate "$src/packaging/linux/$app_id.desktop"
check "appstreamcli validate --no-net $app_id.metainfo.xml" \
  appstreamcli validate --no-net "$src/packaging/linux/$app_id.metainfo.xml"
check "metainfo has release $version" grep -q "<release version=\"$version\"" "$src/packaging/linux/$app_id.metainfo.xml"
# The metainfo's screenshot URLs name files of docs/screenshots/ in the release tag.
for shot in $(grep -o 'docs/screenshots/[A-Za-z0-9._-]*\.png' "$src/packaging/linux/$app_id.metainfo.xml"); do
  check "metainfo screenshot $shot exists" test -s "$src/$shot"
done
for page in gpu-sizer.1 gpu-sizer-cli.1; do
  # groff prints nothing when the page is clean; any message is a warning worth fixing.
  msgs=$(groff -man -ww -z -Tutf8 "$src/packaging/man/$page" 2>&1)
  if [ -z "$msgs" ]; then ok "man page $page has no groff warnings"; else fail "man page $page: $msgs"; fi
  check "man page $page names version $version" grep -q "GPU Sizer $version" "$src/packaging/man/$page"
done
for cmd in estimate validate recommend report models gpus systems rates; do
  check "gpu-sizer-cli.1 documents '$cmd'" grep -q "^\.B $cmd\$" "$src/packaging/man/gpu-sizer-cli.1"
done
mkdir -p "$tmp/mime/packages"
cp /usr/share/mime/packages/freedesktop.org.xml "$tmp/mime/packages/"
cp "$src/packaging/linux/$app_id.mime.xml" "$tmp/mime/packages/$app_id.xml"
check "update-mime-database accepts $app_id.mime.xml" update-mime-database "$tmp/mime"
check "*.gpusizer.json maps to application/x-gpusizer-scenario+json" \
  grep -q '^[0-9]*:application/x-gpusizer-scenario+json:\*\.gpusizer\.json$' "$tmp/mime/globs2"
for size in 16 22 24 32 48 64 128 256 512; do
  png="$src/packaging/icons/hicolor/${size}x${size}/apps/$app_id.png"
  # PNG: width and height are big-endian 32-bit integers at bytes 16..23.
  dims=$(od -An -tu1 -j16 -N8 "$png" | awk '{print $3*256+$4 "x" $7*256+$8}')
  if [ "$dims" = "${size}x${size}" ]; then ok "icon ${size}x${size}"; else fail "icon ${size}x${size} is $dims"; fi
done

# ---- build the package ---------------------------------------------------------------------------
step "cpack -G DEB in $build"
cmake --build "$build" --target gpu-sizer gpu-sizer-cli gpusizer_package_files
rm -f "$build"/package/"${pkg}"_*.deb
(cd "$build" && cpack -G DEB --config CPackConfig.cmake)
deb=$(ls "$build"/package/"${pkg}"_"${version}"_*.deb)
ok "built $deb ($(du -k "$deb" | cut -f1) KiB)"

step "package metadata"
dpkg-deb --field "$deb" Package Version Architecture Section Priority Maintainer Depends Recommends Homepage | sed 's/^/   /'
[ "$(dpkg-deb --field "$deb" Package)" = "$pkg" ] && ok "Package: $pkg" || fail "Package is not $pkg"
[ "$(dpkg-deb --field "$deb" Version)" = "$version" ] && ok "Version: $version" || fail "Version is not $version"
[ "$(dpkg-deb --field "$deb" Section)" = "science" ] && ok "Section: science" || fail "Section is not science"
depends=$(dpkg-deb --field "$deb" Depends)
for lib in libc6 libstdc++6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6charts6; do
  case "$depends" in *"$lib "*|*"$lib,"*|*"$lib") ok "Depends names $lib (from shlibdeps)" ;; *) fail "Depends lacks $lib" ;; esac
done
dpkg-deb --contents "$deb" | awk '{print $NF}' | sed 's|^\./|/|' > "$tmp/contents"
for path in /usr/bin/gpu-sizer /usr/bin/gpu-sizer-cli \
            "/usr/share/applications/$app_id.desktop" "/usr/share/metainfo/$app_id.metainfo.xml" \
            "/usr/share/mime/packages/$app_id.xml" "/usr/share/icons/hicolor/scalable/apps/$app_id.svg" \
            "/usr/share/icons/hicolor/16x16/apps/$app_id.png" "/usr/share/icons/hicolor/512x512/apps/$app_id.png" \
            /usr/share/man/man1/gpu-sizer.1.gz /usr/share/man/man1/gpu-sizer-cli.1.gz \
            /usr/share/doc/gpu-sizer/copyright /usr/share/doc/gpu-sizer/changelog.gz; do
  grep -qx "$path" "$tmp/contents" && ok "contains $path" || fail "lacks $path"
done
if grep -v -e '^/usr/bin/' -e '^/usr/share/' -e '/$' "$tmp/contents" | grep -q .; then
  fail "files outside /usr/bin and /usr/share: $(grep -v -e '^/usr/bin/' -e '^/usr/share/' -e '/$' "$tmp/contents" | tr '\n' ' ')"
else
  ok "every file is under /usr/bin or /usr/share"
fi

step "installed tree in a scratch root"
dpkg-deb -x "$deb" "$tmp/root"
check "desktop-file-validate (installed)" desktop-file-validate "$tmp/root/usr/share/applications/$app_id.desktop"
check "appstreamcli validate-tree --no-net (launchable, icons)" appstreamcli validate-tree --no-net "$tmp/root"
for exe in gpu-sizer gpu-sizer-cli; do
  if readelf --sections "$tmp/root/usr/bin/$exe" | grep -q -e '\.symtab' -e '\.debug_'; then
    fail "$exe is not stripped"
  else
    ok "$exe is stripped ($(du -k "$tmp/root/usr/bin/$exe" | cut -f1) KiB)"
  fi
  # Debian wants no search path; an empty one ("::") would even search the working directory.
  if readelf --dynamic "$tmp/root/usr/bin/$exe" | grep -q -e RPATH -e RUNPATH; then
    fail "$exe has $(readelf --dynamic "$tmp/root/usr/bin/$exe" | grep -o -e 'R[UN]*PATH.*')"
  else
    ok "$exe has no RPATH or RUNPATH"
  fi
done

# Qt resource names are stored as UTF-16BE: look for the embedded catalogs and translations.
embeds() {
  local pattern
  pattern=$(printf '%s' "$2" | sed 's/./&\\x00/g; s/\\x00$//; s/\./\\./g')
  LC_ALL=C grep -aqP "$pattern" "$1"
}
for res in gpus.json models.json systems.json exchange_rates.json intervals.json provenance.json; do
  if embeds "$tmp/root/usr/bin/gpu-sizer-cli" "$res"; then ok "gpu-sizer-cli embeds :/data/$res"; else fail "gpu-sizer-cli lacks :/data/$res"; fi
done
for lang in en nb de; do
  if embeds "$tmp/root/usr/bin/gpu-sizer" "gpusizer_$lang.qm"; then ok "gpu-sizer embeds :/i18n/gpusizer_$lang.qm"; else fail "gpu-sizer lacks :/i18n/gpusizer_$lang.qm"; fi
done

step "lintian"
lintian --fail-on error --tag-display-limit 0 "$deb" > "$tmp/lintian" 2>&1 && lint_rc=0 || lint_rc=$?
sed 's/^/   /' "$tmp/lintian"
errors=$(grep -c '^E: ' "$tmp/lintian" || true)
warnings=$(grep -c '^W: ' "$tmp/lintian" || true)
if [ "$lint_rc" -eq 0 ] && [ "$errors" -eq 0 ]; then ok "lintian: no errors ($warnings warnings)"; else fail "lintian: $errors errors (exit $lint_rc)"; fi

# ---- install, run, remove ------------------------------------------------------------------------
step "dpkg -i"
installed_by_us=1
check "dpkg -i $(basename "$deb")" dpkg -i "$deb"
[ "$(dpkg-query -W -f='${Status}' "$pkg")" = "install ok installed" ] && ok "status: install ok installed" || fail "not installed"

# Run the installed programs with the source and build trees hidden (a private mount namespace
# with empty directories over them), from a scratch HOME: whatever they need must be installed.
hide=("$src")
case "$build/" in "$src/"*) ;; *) hide+=("$build") ;; esac
# Reference data a workspace may keep beside the checkout.
[ -d "$(dirname "$src")/shared" ] && hide+=("$(dirname "$src")/shared")
if unshare -m true 2>/dev/null; then
  isolated() {
    local mounts="" d
    for d in "${hide[@]}"; do mounts+="mount -t tmpfs none '$d' && "; done
    unshare -m sh -c "${mounts}cd / && exec \"\$@\"" sh "$@"
  }
  ok "the source and build trees are hidden from the installed programs"
else
  isolated() { (cd / && "$@"); }
  echo "   note: unshare is not allowed here; running from / with the trees visible"
fi
mkdir -p "$tmp/home"
export HOME="$tmp/home" XDG_RUNTIME_DIR="$tmp/home"
unset DISPLAY WAYLAND_DISPLAY

out=$(isolated /usr/bin/gpu-sizer-cli --version 2>&1) || true
[ "$out" = "gpu-sizer-cli $version" ] && ok "gpu-sizer-cli --version: $out" || fail "gpu-sizer-cli --version printed '$out'"
if out=$(isolated /usr/bin/gpu-sizer-cli estimate --model llama-3.1-8b --method qlora 2>&1) &&
   grep -q "Memory per GPU" <<<"$out" && grep -q "fits" <<<"$out"; then
  ok "gpu-sizer-cli estimate --model llama-3.1-8b --method qlora"
  grep -E "device used|headroom" <<<"$out" | sed 's/^/        /'
else
  fail "gpu-sizer-cli estimate"; printf '%s\n' "$out" | sed 's/^/        /'
fi
out=$(isolated /usr/bin/gpu-sizer-cli models 2>&1) && grep -q "^llama-3.1-8b " <<<"$out" &&
  ok "gpu-sizer-cli models lists the built-in presets ($(wc -l <<<"$out") lines)" || fail "gpu-sizer-cli models: $out"
out=$(isolated /usr/bin/gpu-sizer-cli gpus 2>&1) && grep -qi "h100" <<<"$out" &&
  ok "gpu-sizer-cli gpus lists the built-in catalog ($(wc -l <<<"$out") lines)" || fail "gpu-sizer-cli gpus: $out"
out=$(QT_QPA_PLATFORM=offscreen isolated /usr/bin/gpu-sizer --version 2>&1) || true
case "$out" in "gpu-sizer $version "*) ok "gpu-sizer --version (offscreen): $out" ;; *) fail "gpu-sizer --version printed '$out'" ;; esac
# The window rendered to a PNG: fonts, styles, charts and the platform plugin all come from the
# installed system.
rc=0
out=$(QT_QPA_PLATFORM=offscreen isolated timeout 60 /usr/bin/gpu-sizer --screenshot "$tmp/window.png" 2>&1) || rc=$?
if [ "$rc" -eq 0 ] && [ -s "$tmp/window.png" ]; then
  dims=$(od -An -tu1 -j16 -N8 "$tmp/window.png" | awk '{print $1*16777216+$2*65536+$3*256+$4 "x" $5*16777216+$6*65536+$7*256+$8}')
  ok "gpu-sizer --screenshot (offscreen): $dims PNG, $(du -k "$tmp/window.png" | cut -f1) KiB"
else
  fail "gpu-sizer --screenshot exited with status $rc"; printf '%s\n' "$out" | sed 's/^/        /'
fi
if /usr/bin/gpu-sizer-cli --help | grep -q '^  report'; then
  rc=0
  out=$(isolated /usr/bin/gpu-sizer-cli report --model llama-3.1-8b --method qlora --lang de --out "$tmp/report.pdf" 2>&1) || rc=$?
  if [ "$rc" -eq 0 ] && [ "$(head -c 5 "$tmp/report.pdf" 2>/dev/null)" = "%PDF-" ]; then
    ok "gpu-sizer-cli report --lang de: $(du -k "$tmp/report.pdf" | cut -f1) KiB PDF"
  else
    fail "gpu-sizer-cli report exited with status $rc"; printf '%s\n' "$out" | sed 's/^/        /'
  fi
else
  echo "   note: this gpu-sizer-cli has no report command yet; not tested"
fi
# The window itself: it must still be running after 5 s (timeout then ends it: status 124).
rc=0
out=$(QT_QPA_PLATFORM=offscreen isolated timeout 5 /usr/bin/gpu-sizer 2>&1) || rc=$?
if [ "$rc" -eq 124 ]; then ok "gpu-sizer opens its window offscreen and keeps running"; else
  fail "gpu-sizer exited with status $rc within 5 s"; printf '%s\n' "$out" | sed 's/^/        /'; fi
for exe in gpu-sizer gpu-sizer-cli; do
  if ldd "/usr/bin/$exe" | grep -q "not found"; then fail "$exe: $(ldd "/usr/bin/$exe" | grep 'not found')"; else ok "ldd $exe: every library found"; fi
done
# Every flag the programs' --help lists must be in their man page.
for exe in gpu-sizer gpu-sizer-cli; do
  page=$(sed 's/\\-/-/g' "$src/packaging/man/$exe.1")
  undocumented=""
  helps=$(/usr/bin/$exe --help)
  if [ "$exe" = gpu-sizer-cli ]; then
    for cmd in estimate recommend validate report models gpus; do helps+=$'\n'$(/usr/bin/$exe "$cmd" --help 2>&1 || true); done
  fi
  for flag in $(grep -o -e '--[a-z][a-z0-9-]*' <<<"$helps" | sort -u); do
    grep -qE -e "$flag([^a-z0-9-]|\$)" <<<"$page" || undocumented+=" $flag"
  done
  if [ -z "$undocumented" ]; then ok "$exe.1 documents every flag of $exe --help"; else fail "$exe.1 lacks$undocumented"; fi
done
check "man -w gpu-sizer-cli finds the installed page" sh -c 'man -w gpu-sizer-cli | grep -qx /usr/share/man/man1/gpu-sizer-cli.1.gz'
check "the MIME database knows application/x-gpusizer-scenario+json" \
  test -f /usr/share/mime/application/x-gpusizer-scenario+json.xml
if [ -f /usr/share/applications/mimeinfo.cache ]; then
  check "mimeinfo.cache opens scenario files with $app_id.desktop" \
    grep -q "^application/x-gpusizer-scenario+json=$app_id.desktop" /usr/share/applications/mimeinfo.cache
fi

step "dpkg -r, dpkg -P"
check "dpkg -r $pkg" dpkg -r "$pkg"
left=0
while read -r path; do
  case "$path" in */) continue ;; esac
  if [ -e "$path" ] || [ -L "$path" ]; then fail "left behind: $path"; left=1; fi
done < "$tmp/contents"
[ "$left" -eq 0 ] && ok "every file of the package is gone ($(grep -vc '/$' "$tmp/contents") files)"
check "dpkg -P $pkg" dpkg -P "$pkg"
if dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q installed; then fail "$pkg still known to dpkg"; else ok "dpkg no longer lists $pkg"; fi
installed_by_us=0
if [ -e /usr/share/mime/application/x-gpusizer-scenario+json.xml ]; then fail "MIME type still registered"; else ok "MIME type unregistered"; fi
if [ -f /usr/share/applications/mimeinfo.cache ] && grep -q "$app_id" /usr/share/applications/mimeinfo.cache; then
  fail "mimeinfo.cache still names $app_id"
else
  ok "mimeinfo.cache no longer names $app_id"
fi

echo
if [ "$failures" -eq 0 ]; then echo "test-package: all checks passed ($deb)"; else echo "test-package: $failures checks FAILED"; fi
[ "$failures" -eq 0 ]
