#!/usr/bin/env bash
# Renders the committed icon files from io.github.gpusizer.GpuSizer.svg:
#   hicolor/<N>x<N>/apps/io.github.gpusizer.GpuSizer.png  (16 ... 512, Linux desktops)
#   ../windows/gpu-sizer.ico                                (16 ... 256, Windows executable and installer)
#   ../macos/gpu-sizer.icns                                 (16 ... 512 and @2x, macOS bundle)
# Needs rsvg-convert (Debian: librsvg2-bin) and python3. Run it after editing the SVG and commit
# the results; builds never need either tool.
set -euo pipefail
cd "$(dirname "$0")"
svg=io.github.gpusizer.GpuSizer.svg
for n in 16 22 24 32 48 64 128 256 512; do
  mkdir -p "hicolor/${n}x${n}/apps"
  rsvg-convert --width "$n" --height "$n" --keep-aspect-ratio "$svg" \
    --output "hicolor/${n}x${n}/apps/io.github.gpusizer.GpuSizer.png"
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rsvg-convert --width 1024 --height 1024 "$svg" --output "$tmp/1024.png"
python3 pack-icons.py hicolor "$tmp/1024.png" ../windows/gpu-sizer.ico ../macos/gpu-sizer.icns
