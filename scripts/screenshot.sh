#!/usr/bin/env bash
# Renders the review panel and the settings tab with the plugin's own code
# (test/obsidian/screenshots/page.ts, with a DOM stand-in for `obsidian`) and
# photographs them with headless Chromium into docs/screenshots/.
# Needs: Debian's chromium (apt-get install -y chromium) and the dev dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

npx esbuild test/obsidian/screenshots/page.ts --bundle --format=iife --platform=browser \
	--alias:obsidian=./test/obsidian/screenshots/obsidianDom.ts --log-level=warning --outfile="$work/page.js"

{
	echo '<!doctype html><html><head><meta charset="utf-8"><style>'
	cat test/obsidian/screenshots/theme.css styles.css
	echo '</style></head><body><script>'
	cat "$work/page.js"
	echo '</script></body></html>'
} >"$work/page.html"

mkdir -p docs/screenshots
shoot() { # hash, output, width, height
	chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
		--disable-background-networking --disable-component-update --disable-sync \
		--hide-scrollbars --force-device-scale-factor=1 --user-data-dir="$(mktemp -d -p "$work")" \
		--screenshot="$2" --window-size="$3,$4" "file://$work/page.html#$1" 2>/dev/null
}
shoot review docs/screenshots/review-panel.png 360 1030
shoot settings docs/screenshots/settings.png 760 2510
ls -l docs/screenshots
