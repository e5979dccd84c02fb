#!/usr/bin/env bash
# Usage: scripts/with-postgres.sh <command...>
# Starts a throw-away PostgreSQL 15 server (initdb in a temporary folder, 127.0.0.1 on a
# free port), runs the command with TEST_DATABASE_URL pointing at its `postgres` database
# (each caller makes its own database from there), and stops and removes the server on exit,
# whatever the command's result. PG_SERVER_OPTIONS adds server options after the defaults, so
# it can override them (the bench: "-c fsync=on").
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL 15 server binaries not found in $PG_BIN (Debian: apt-get install -y postgresql-15)." >&2
  exit 1
fi

work="$(mktemp -d /tmp/storefront-pg.XXXXXX)"
port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

# initdb refuses to run as root: run the server as an unprivileged user.
as_user=()
if [ "$(id -u)" = "0" ]; then
  pg_user="$(id -u postgres >/dev/null 2>&1 && echo postgres || echo nobody)"
  chown "$pg_user" "$work"
  as_user=(runuser -u "$pg_user" --)
fi

stop() {
  "${as_user[@]}" "$PG_BIN/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap stop EXIT

"${as_user[@]}" "$PG_BIN/initdb" -D "$work/data" -U postgres -A trust --no-sync -E UTF8 >/dev/null
"${as_user[@]}" "$PG_BIN/pg_ctl" -D "$work/data" -l "$work/server.log" -w \
  -o "-h 127.0.0.1 -p $port -k $work -c max_connections=300 -c fsync=off ${PG_SERVER_OPTIONS:-}" start >/dev/null
echo "PostgreSQL 15 on 127.0.0.1:$port (data in $work)"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
export PG_TEST_PORT="$port"
# Servers on PostgreSQL must share a staff-session secret (lib/env/schema.ts); one per run.
export STAFF_AUTH_SECRET="${STAFF_AUTH_SECRET:-$(head -c 32 /dev/urandom | base64 | tr -d '\n')}"
# For scripts/fault-test.ts, which kills and restarts this server.
export PG_BIN PG_TEST_DATA="$work/data" PG_TEST_SOCKET_DIR="$work" PG_RUN_AS="${pg_user:-}"
"$@"
