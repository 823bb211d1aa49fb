#!/usr/bin/env bash
# System packages the test suite uses beyond Python: bubblewrap (the grading sandbox),
# PostgreSQL (the large-class gradebook) and Chromium with a font (the browser test, driven by
# Playwright; Debian's build, never a downloaded one). Installed with apt-get when missing and when
# we can; otherwise the tests that need them are skipped with a message.
set -u
need=""
command -v bwrap >/dev/null 2>&1 || need="$need bubblewrap"
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need="$need postgresql"
command -v chromium >/dev/null 2>&1 || need="$need chromium"
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need="$need fonts-dejavu-core"
[ -z "$need" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing:$need"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $need >/dev/null
else
  echo "not installed:$need (need root and apt-get); the tests that use them will be skipped"
fi
exit 0
