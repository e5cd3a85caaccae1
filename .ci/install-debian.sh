#!/usr/bin/env bash
# Installs the Debian packages the extractors need: ffmpeg (audio), LibreOffice Impress without a
# GUI (legacy .ppt), Chromium (web pages kept as PDF). Idempotent: quick when all are present.
set -euo pipefail

missing=()
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
command -v soffice >/dev/null 2>&1 || missing+=(libreoffice-impress-nogui)
need_chromium=0
[ -x /usr/bin/chromium ] || need_chromium=1

if [ "${#missing[@]}" -eq 0 ] && [ "$need_chromium" -eq 0 ]; then
  echo "install-debian: ffmpeg, soffice and chromium already present"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
if [ "${#missing[@]}" -gt 0 ]; then
  echo "install-debian: installing ${missing[*]}"
  $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
if [ "$need_chromium" -eq 1 ]; then
  echo "install-debian: installing chromium"
  # with its recommended fonts, so rendered pages have glyphs
  $SUDO apt-get install -y -q chromium
fi
