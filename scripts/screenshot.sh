#!/usr/bin/env bash
# Renders the review panel, its Memory tab and the settings tab with the
# plugin's own code (test/obsidian/screenshots/views.ts: the real ReviewPanel,
# MemoryTab and settings tab over obsidianDom.ts, a DOM stand-in for
# `obsidian`), styled by styles.css
# over a stand-in for Obsidian's dark theme (theme.css, not Obsidian's own),
# and photographs them with headless Chromium into docs/screenshots/. The
# pictures are renderings of the plugin's code, not of a running Obsidian.
#
# Beside each picture it writes NAME.dom.sha256: the SHA-256 of the text of
# the DOM the picture was taken from (domText.ts), read from the same page.
# test/obsidian/screenshots.test.ts draws the views again and fails when
# that hash no longer matches: run this script again then, and commit the
# pictures with their hashes.
#
# Each window is as tall as its view (measured in the same Chromium), so a
# longer settings tab is never cut off.
# Needs: Debian's chromium and an emoji font (apt-get install -y chromium
# fonts-noto-color-emoji) and the dev dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

npx esbuild test/obsidian/screenshots/page.ts --bundle --format=iife --platform=browser \
	--alias:obsidian=./test/obsidian/screenshots/obsidianDom.ts --external:node:* --log-level=warning --outfile="$work/page.js"

{
	echo '<!doctype html><html><head><meta charset="utf-8"><style>'
	cat test/obsidian/screenshots/theme.css styles.css
	echo '</style></head><body><script>'
	cat "$work/page.js"
	echo '</script></body></html>'
} >"$work/page.html"

chrome() { # arguments for chromium after the common ones
	chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
		--disable-background-networking --disable-component-update --disable-sync \
		--hide-scrollbars --force-device-scale-factor=1 --lang=en-US --user-data-dir="$(mktemp -d -p "$work")" "$@" 2>/dev/null
}

mkdir -p docs/screenshots
shoot() { # view, picture name, width
	# The view drawn as for the picture, then its DOM text (base64) and height in its place.
	dump="$(chrome --virtual-time-budget=5000 --window-size="$3,100" --dump-dom "file://$work/page.html#$1/dom")"
	height="$(sed -n 's/.*<pre id="am-dom-text" data-height="\([0-9]*\)">.*/\1/p' <<<"$dump")"
	text="$(sed -n 's/.*<pre id="am-dom-text"[^>]*>\([A-Za-z0-9+/=]*\)<\/pre>.*/\1/p' <<<"$dump")"
	if [ -z "$height" ] || [ -z "$text" ]; then
		echo "screenshot.sh: the $1 view drew no DOM text (does page.ts throw?)" >&2
		exit 1
	fi
	base64 -d <<<"$text" | sha256sum | cut -d' ' -f1 >"docs/screenshots/$2.dom.sha256"
	chrome --screenshot="docs/screenshots/$2.png" --window-size="$3,$height" "file://$work/page.html#$1"
}
shoot review review-panel 360
shoot settings settings 760
shoot memory memory-tab 360
ls -l docs/screenshots
