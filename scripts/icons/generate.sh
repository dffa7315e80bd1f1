#!/usr/bin/env bash
# Regenerates the committed PNG icons from the SVG sources beside this script.
# Needs rsvg-convert (Debian package librsvg2-bin).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out="$here/../../public/icons"
rsvg-convert -w 192 -h 192 "$here/icon.svg" -o "$out/icon-192.png"
rsvg-convert -w 512 -h 512 "$here/icon.svg" -o "$out/icon-512.png"
rsvg-convert -w 512 -h 512 "$here/maskable.svg" -o "$out/maskable-512.png"
rsvg-convert -w 180 -h 180 "$here/maskable.svg" -o "$out/apple-touch-icon.png"
