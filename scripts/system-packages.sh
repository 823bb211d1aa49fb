#!/usr/bin/env bash
# System packages the test suite uses beyond Python: bubblewrap (the grading sandbox),
# PostgreSQL (the large-class gradebook), Chromium with a font and a CJK font (the browser tests, driven by
# Playwright; Debian's build, never a downloaded one), and for the JupyterHub test Node.js with
# npm and JupyterHub's proxy, configurable-http-proxy (from npm, pinned; 5.1 is the newest that
# runs on Debian 12's Node.js 18). Installed with apt-get (and npm) when missing and when we can;
# otherwise the tests that need them are skipped with a message. Quick when all is there.
set -u
CHP_VERSION=5.1.0
need=""
command -v bwrap >/dev/null 2>&1 || need="$need bubblewrap"
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need="$need postgresql"
command -v chromium >/dev/null 2>&1 || need="$need chromium"
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need="$need fonts-dejavu-core"
# a CJK font: the Chinese site's screenshots show Chinese, not boxes
[ -e /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || need="$need fonts-wqy-microhei"
command -v node >/dev/null 2>&1 || need="$need nodejs"
command -v npm >/dev/null 2>&1 || need="$need npm"
command -v configurable-http-proxy >/dev/null 2>&1 && [ -z "$need" ] && exit 0
if [ "$(id -u)" != 0 ]; then
  [ -n "$need" ] && echo "not installed:$need (need root and apt-get); the tests that use them will be skipped"
  command -v configurable-http-proxy >/dev/null 2>&1 ||
    echo "not installed: configurable-http-proxy (need root and npm); the JupyterHub test will be skipped"
  exit 0
fi
if [ -n "$need" ]; then
  if command -v apt-get >/dev/null 2>&1; then
    echo "installing:$need"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $need >/dev/null
  else
    echo "not installed:$need (no apt-get); the tests that use them will be skipped"
  fi
fi
if ! command -v configurable-http-proxy >/dev/null 2>&1 && command -v npm >/dev/null 2>&1; then
  echo "installing: configurable-http-proxy@$CHP_VERSION (npm)"
  npm install --global --no-fund --no-audit --loglevel=error \
    "configurable-http-proxy@$CHP_VERSION" >/dev/null
fi
exit 0
