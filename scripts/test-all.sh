#!/usr/bin/env bash
# `npm test`: everything CI checks, on a fresh machine. Installs what it needs (npm packages,
# Debian's Chromium when missing), then lint, types, unit + component + server contract tests,
# a production build, and the end-to-end suite in real Chromium against that build.
set -euo pipefail
cd "$(dirname "$0")/.."

# better-sqlite3 compiles from source; node-gyp cannot download headers here.
export npm_config_nodedir="${npm_config_nodedir:-/usr}"

# Every stage's wall time, printed at the end (and on a failure, up to the stage that failed),
# so each run shows where its minutes went. Beside it the CPU seconds the stage's processes used
# (user + system, from bash's `times`): on a shared machine the wall time grows with the other
# users' load, the CPU time hardly does, so two runs compare by it.
stage_names=()
stage_seconds=()
stage_cpu=()
stage_started=""
stage_cpu_started=0
run_started=$(date +%s)
# CPU seconds of this shell's finished children so far, into cpu_now: the second line of
# `times`, written to a file (`times` in a pipe or a $(…) would speak for that subshell).
cpu_file=$(mktemp)
cpu_now=0
read_cpu() {
  times >"$cpu_file"
  cpu_now=$(awk 'NR == 2 {
    total = 0
    for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); total += t[1] * 60 + t[2] }
    printf "%d\n", total
  }' "$cpu_file")
}
finish_stage() {
  if [ -n "$stage_started" ]; then
    stage_seconds+=($(($(date +%s) - stage_started)))
    read_cpu
    stage_cpu+=($((cpu_now - stage_cpu_started)))
    stage_started=""
  fi
}
step() {
  finish_stage
  stage_names+=("$*")
  stage_started=$(date +%s)
  read_cpu
  stage_cpu_started=$cpu_now
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
times_printed=""
print_times() {
  [ -n "$times_printed" ] && return
  times_printed=1
  finish_stage
  printf '\n\033[1m== Time per stage\033[0m (wall, CPU; load average now: %s)\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
  local i
  for i in "${!stage_names[@]}"; do
    printf '%6ss %6ss CPU  %s\n' "${stage_seconds[$i]:-?}" "${stage_cpu[$i]:-?}" "${stage_names[$i]}"
  done
  read_cpu
  printf '%6ss %6ss CPU  total\n' "$(($(date +%s) - run_started))" "$cpu_now"
}
# The times (also after a failure), then the temporary files go.
trap 'print_times; rm -rf "$cpu_file" "${side_by_side_dir:-}"' EXIT

# npm ci when node_modules is missing or holds other packages than package-lock.json names. By
# content, not date: a fresh checkout or git worktree has a lock file newer than node_modules.
# Without install scripts: of the two packages that have one, esbuild's only checks its binary
# (run at once, a second), and better-sqlite3's compiles SQLite from source for about 70 s of
# CPU, which nothing before the tests needs, so it runs beside the lint, types and build below.
if ! node scripts/deps-current.mjs; then
  step "Installing npm packages (npm ci)"
  npm ci --no-audit --no-fund --ignore-scripts
  npm rebuild esbuild
fi
sqlite_binding=node_modules/better-sqlite3/build/Release/better_sqlite3.node

# Debian's Chromium (the benches, screenshots and the stories about notifications) and its headless
# shell, the same Chromium without the browser's window layer, which the end-to-end suite runs for
# about half the CPU (tests/e2e/support/browser-config.ts). Without the shell (a machine where it
# cannot be installed), the suite runs the full browser, only slower.
if [ -n "${CHROMIUM_PATH:-}" ]; then
  missing=()
  [ -x "$CHROMIUM_PATH" ] || missing=(chromium)
else
  missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
fi
if [ ${#missing[@]} -gt 0 ]; then
  step "Installing ${missing[*]} from Debian's packages"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq || true
  if ! DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null; then
    # The shell is a saving, not a need: without it the suite runs on the full browser.
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
  fi
fi

# Commands run side by side: in_background starts one, wait_for waits for some of them,
# wait_side_by_side for all. Each one's output is kept apart and printed whole when it is waited
# for; any failure fails the run and is named. NICE=n before in_background starts it at that
# CPU priority (nice value; its children inherit it).
side_by_side_dir=$(mktemp -d)
side_by_side_names=()
side_by_side_pids=()
side_by_side_done=()
side_by_side_summary=()
side_by_side_failed=()
in_background() { # name, command...
  local name=$1 nice_value=${NICE:-0}
  shift
  local log="$side_by_side_dir/${#side_by_side_names[@]}"
  local offset=$(($(date +%s) - stage_started))
  (
    [ "$nice_value" = 0 ] || renice -n "$nice_value" -p "$BASHPID" >/dev/null
    started=$(date +%s)
    if "$@" >"$log.out" 2>&1; then code=0; else code=$?; fi
    echo "$code $offset $(($(date +%s) - started))" >"$log.status"
  ) &
  side_by_side_names+=("$name")
  side_by_side_pids+=($!)
  side_by_side_done+=("")
}
# Waits for the named commands (all of them when none is named), prints their output, and ends
# the run if one failed (after waiting for the rest, so every output is shown).
wait_for() {
  local i name code offset seconds wanted w
  for i in "${!side_by_side_names[@]}"; do
    name=${side_by_side_names[$i]}
    [ -n "${side_by_side_done[$i]}" ] && continue
    if [ $# -gt 0 ]; then
      wanted=""
      for w in "$@"; do [ "$w" = "$name" ] && wanted=1; done
      [ -n "$wanted" ] || continue
    fi
    wait "${side_by_side_pids[$i]}" || true
    side_by_side_done[$i]=1
    read -r code offset seconds <"$side_by_side_dir/$i.status" || { code=1; offset='?'; seconds='?'; }
    printf '\n\033[1m-- %s: %s (from %ss, %ss)\033[0m\n' "$name" "$([ "$code" = 0 ] && echo ok || echo FAILED)" "$offset" "$seconds"
    cat "$side_by_side_dir/$i.out"
    side_by_side_summary+=("$name: from ${offset}s, ${seconds}s")
    [ "$code" = 0 ] || side_by_side_failed+=("$name")
  done
  if [ ${#side_by_side_failed[@]} -gt 0 ]; then
    [ $# -gt 0 ] && wait_for
    finish_side_by_side
    printf '\n\033[1mFAILED: %s\033[0m\n' "$(IFS=,; echo "${side_by_side_failed[*]}" | sed 's/,/, /g')"
    exit 1
  fi
}
# The stage's line in the times table says when each part started and what it took.
finish_side_by_side() {
  [ ${#side_by_side_summary[@]} -gt 0 ] || return 0
  stage_names[${#stage_names[@]} - 1]+=$(printf '\n          %s' "${side_by_side_summary[@]}")
  side_by_side_summary=()
}
wait_side_by_side() {
  wait_for
  finish_side_by_side
}
lint_and_format() {
  local code=0
  # oxlint: the general rules, import cycles and the type-aware ones (floating and misused
  # promises, through TypeScript 7's checker); ESLint: the layers, hooks and TanStack Query rules.
  npx oxlint --type-aware --max-warnings 0 . || code=1
  npx eslint --max-warnings 0 . || code=1
  # Names only the files Prettier would change.
  npx prettier --check --log-level warn . || code=1
  # Comments point into docs/ (no outside document cited, no anchor missing).
  node scripts/check-doc-pointers.mjs || code=1
  # Short code: no product file over 300 lines, no function over 80 (STYLE.md).
  node scripts/check-code-length.mjs || code=1
  return $code
}
compile_sqlite() {
  # `npm rebuild` runs the package's own install script (prebuild-install, else node-gyp). At
  # -O1 SQLite compiles in half the CPU time of the package's -O3 (~32 s instead of ~63 s here);
  # the tests hardly notice. `npm ci` (as before `npm start`) builds the package's own way.
  CFLAGS=-O1 CXXFLAGS=-O1 npm rebuild better-sqlite3
}

mkdir -p test-results
vitest_json() { # report name: Vitest's usual output, and a JSON report for test-summary.mjs
  echo --reporter=default --reporter=json "--outputFile.json=test-results/$1.json"
}

# One stage: the two cores are the limit (~950 CPU seconds in all), so nothing waits for what it
# does not need, and a core is idle as little as possible. But the test suites are not batch
# work: a test waits on a server, a browser, a timer, and each wake-up waits for a core. Beside
# the e2e suite's browsers (even at nice 5 or 10) the unit files took 5–20× their time alone
# (measured: three contract files, 13 s alone, 33–36 s beside six busy threads at nice 5 or 10,
# 12 s beside six at nice 19). So the suites take turns, and the checks fill the gaps:
# - lint and types at nice 19 from the start to the end: they take only what the tests leave, and
#   slow no test (the nice-19 line above); nothing needs them;
# - the build and SQLite's compile (which the tests need) at once, and beside them what needs
#   neither: the contract suite on PostgreSQL (docs/history.md#issue-26; a throwaway cluster made
#   and removed here; one file at a time; better-sqlite3 loads its binding only to open a SQLite
#   file) and the app's component tests (happy-dom, one file at a time): the compile is one
#   process, so a core was left to the nice-19 checks for its ~45 s;
# - once the compile is done, the server's contract tests and the data layer's (two at a time);
# - then the end-to-end suite (Chromium against the production build, three files at a time; it
#   keeps both cores busy). Not beside the unit files: started when the PostgreSQL suite was
#   done, it made the unit side's last files 10× slower (timeouts, ECONNRESET).
# - last the login-flood files, which hash hundreds of passwords each against 20 s budgets and
#   want the cores for themselves (only the checks' nice-19 rest beside them).
step "Build, checks and tests, each as soon as what it needs is ready"
# The servers' password-hashing threads at the tests' own priority (server/auth/password-hasher.ts):
# at nice 10 behind a browser and another suite, a file of logins took 9× its time alone. (The
# login-flood files keep the default: they test it.)
export PASSWORD_HASH_NICE=0
NICE=19 in_background "Lint and format" lint_and_format
NICE=19 in_background "Type check (app, service worker, server, tests, contract)" node scripts/typecheck.mjs
in_background "Production build" npm run build --silent
needed=("Production build")
if [ ! -f "$sqlite_binding" ]; then
  in_background "better-sqlite3 compiled from source (-O1)" compile_sqlite
  needed+=("better-sqlite3 compiled from source (-O1)")
fi
app="App component tests (happy-dom)"
server="Server contract and data-layer tests"
postgres="Server contract tests on PostgreSQL (throwaway cluster)"
e2e="End-to-end tests (Chromium against the production build)"
# shellcheck disable=SC2046 # vitest_json's words are separate arguments on purpose
in_background "$postgres" \
  env UNIT_WORKERS=1 bash scripts/pg-cluster.sh npx vitest run --project server-pg $(vitest_json server-pg)
# shellcheck disable=SC2046
in_background "$app" env UNIT_WORKERS=1 npx vitest run --project app --project app-isolated $(vitest_json app)
wait_for "${needed[@]}"
# shellcheck disable=SC2046
in_background "$server" \
  env UNIT_WORKERS=2 npx vitest run --project server --project integration $(vitest_json server)
wait_for "$app" "$server" "$postgres"
# shellcheck disable=SC2046
in_background "$e2e" npx vitest run --project e2e $(vitest_json e2e)
wait_for "$e2e"
# shellcheck disable=SC2046
in_background "Password-hashing contract tests" \
  env -u PASSWORD_HASH_NICE npx vitest run --project server-hashing $(vitest_json hashing)
wait_side_by_side

# The times before the summary: its "N passed, N failed" line stays the last one.
print_times
node scripts/test-summary.mjs test-results/app.json test-results/server.json test-results/e2e.json test-results/hashing.json test-results/server-pg.json
