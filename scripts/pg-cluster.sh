#!/usr/bin/env bash
# A throwaway PostgreSQL for tests and benchmarks (docs/history.md#issue-26): `initdb` in a temporary directory,
# started on a free loopback port, DATABASE_URL exported for the command given, then stopped and
# removed whatever happens (trap).
#
#   bash scripts/pg-cluster.sh npx vitest run --project server-pg
#   bash scripts/pg-cluster.sh npm run bench -- server
#
# PostgreSQL 15 from /usr/lib/postgresql/15/bin (PG_BIN overrides); Debian's `postgresql` is
# installed with apt-get when it is missing and this runs as root, else the script says why.
# As root the server runs as the `postgres` user (PostgreSQL refuses to run as root).
set -euo pipefail

PG_BIN="${PG_BIN:-}"
if [ -z "$PG_BIN" ]; then
  for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/initdb" ] && PG_BIN="$dir"; done
fi
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "pg-cluster: PostgreSQL is missing; installing Debian's postgresql" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >&2
    for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/initdb" ] && PG_BIN="$dir"; done
  else
    echo "pg-cluster: PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb), and installing it needs root and apt-get. Install Debian's postgresql package, or set PG_BIN." >&2
    exit 1
  fi
fi

DIR="$(mktemp -d "${TMPDIR:-/tmp}/gidideals-pg.XXXXXX")"
AS=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir "$DIR" --shell /usr/sbin/nologin postgres
  chown postgres "$DIR"
  AS=(runuser -u postgres --)
fi

# A free loopback port: the kernel picks one for a socket bound to port 0.
PORT="${PG_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"

cleanup() {
  "${AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT INT TERM

# C.UTF-8: text compares and sorts by code point, as SQLite's does; UTF-8 for the dish search.
"${AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -U gidideals --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
# Tests only: nothing here must survive a crash of the machine, so no fsync (much faster).
"${AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 -c log_lock_waits=on -c deadlock_timeout=1s" \
  start >/dev/null

export DATABASE_URL="postgres://gidideals@127.0.0.1:$PORT/postgres"
echo "pg-cluster: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') at $DATABASE_URL" >&2
if [ "$#" -eq 0 ]; then
  echo "DATABASE_URL=$DATABASE_URL"
  echo "pg-cluster: running until interrupted (Ctrl-C stops and removes it)" >&2
  while true; do sleep 3600; done
fi
# A failed run says what the cluster saw: a wait on a lock over a second, a deadlock, an error (a
# test once hung 60 s on PostgreSQL waiting on mail that never came; this names the blocker).
if "$@"; then exit 0; else code=$?; fi
echo "pg-cluster: the command failed ($code); the cluster's lock waits, deadlocks and errors:" >&2
grep -E -A3 "still waiting|deadlock|ERROR|FATAL" "$DIR/server.log" | tail -60 >&2 || true
exit "$code"
