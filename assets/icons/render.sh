#!/usr/bin/env bash
# Renders the app icon (inkomo.svg) to the PNG sizes the desktop and the window use.
# Needs rsvg-convert (Debian: librsvg2-bin). The PNGs are committed: building the app
# needs none of this.
set -euo pipefail
cd "$(dirname "$0")"
for size in 48 128 256; do
  rsvg-convert --width "$size" --height "$size" inkomo.svg --output "inkomo-$size.png"
done
