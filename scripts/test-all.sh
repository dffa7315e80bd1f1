#!/usr/bin/env bash
# `npm test`: everything CI checks, on a fresh machine. Installs what it needs (npm packages,
# Debian's Chromium when missing), then lint, types, unit + component + server contract tests,
# a production build, and the end-to-end suite in real Chromium against that build.
set -euo pipefail
cd "$(dirname "$0")/.."

# better-sqlite3 compiles from source; node-gyp cannot download headers here.
export npm_config_nodedir="${npm_config_nodedir:-/usr}"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "Installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
fi

chromium_bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium_bin" ]; then
  step "Installing Chromium from Debian's packages"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
fi

step "Lint and format"
npx eslint --max-warnings 0 .
npx prettier --check . >/dev/null || { npx prettier --check .; exit 1; }

step "Type check (app, service worker, server, end-to-end)"
npx tsc -p tsconfig.json
npx tsc -p sw/tsconfig.json
npx tsc -p server/tsconfig.json
npx tsc -p tests/tsconfig.json

mkdir -p test-results
step "Unit, component and server contract tests"
npx vitest run --project app --project server --project integration --reporter=default --reporter=json --outputFile.json=test-results/unit.json

step "Production build"
npm run build --silent

step "End-to-end tests (Chromium against the production build)"
npx vitest run --project e2e --reporter=default --reporter=json --outputFile.json=test-results/e2e.json

node scripts/test-summary.mjs test-results/unit.json test-results/e2e.json
