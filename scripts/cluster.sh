#!/usr/bin/env bash
# Usage: scripts/cluster.sh up [--build] | down | status | primary-stop | primary-start
#
# A whole deployment on one machine, every piece on 127.0.0.1 and a free port: a PostgreSQL 15
# primary and a streaming replica (behind by CLUSTER_REPLICA_DELAY, e.g. 500ms), Redis, two
# app servers A and B of one build, and nginx in front of them (round-robin). State, logs and
# data live in ${CLUSTER_DIR:-/tmp/storefront-cluster}; `up` writes $CLUSTER_DIR/cluster.env
# (shell `export` lines: the URLs, pids and paths a test needs) and `down` removes it all.
#
#   up             installs redis-server and nginx from Debian when missing, starts everything,
#                  migrates and seeds the database, builds when there is no build (or --build)
#   down           stops what `up` started and deletes CLUSTER_DIR
#   status         which pieces are running
#   primary-stop   stops the primary (pg_ctl -m fast), e.g. to watch readiness turn 503
#   primary-start  starts it again
set -euo pipefail
# shellcheck source=scripts/cluster/common.sh
. "$(dirname "$0")/cluster/common.sh"

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
REPLICA_DELAY="${CLUSTER_REPLICA_DELAY:-0}"
MARKER="$CLUSTER_DIR/.storefront-cluster"

# initdb refuses to run as root, so PostgreSQL runs as an unprivileged user (the same choice
# as scripts/with-postgres.sh).
PG_RUN_AS=""
if [ "$(id -u)" = "0" ]; then
  PG_RUN_AS="$(id -u postgres >/dev/null 2>&1 && echo postgres || echo nobody)"
fi
as_pg() {
  if [ -n "$PG_RUN_AS" ]; then runuser -u "$PG_RUN_AS" -- "$@"; else "$@"; fi
}

say() { printf '[cluster %5ss] %s\n' "$SECONDS" "$*"; }

install_missing() {
  local need=()
  command -v redis-server >/dev/null || need+=(redis-server)
  command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || need+=(nginx)
  [ "${#need[@]}" -eq 0 ] && return 0
  if [ "$(id -u)" != "0" ]; then
    echo "missing ${need[*]}: install them (Debian: apt-get install ${need[*]}) or run as root" >&2
    exit 1
  fi
  say "installing ${need[*]} from Debian"
  # A fresh machine has no package lists yet; an old list may name versions long gone.
  apt-get update -qq
  # Debian starts a package's own service as it installs it (nginx on every address, port 80);
  # this cluster runs its own on loopback, so the policy hook forbids that start meanwhile.
  local policy=/usr/sbin/policy-rc.d added=""
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy"
    chmod +x "$policy"
    added=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  if [ -n "$added" ]; then rm -f "$policy"; fi
}

# N distinct free loopback ports, all held open at once so none is handed out twice.
free_ports() {
  node -e '
    const net = require("net");
    const n = Number(process.argv[1]);
    const servers = Array.from({ length: n }, () => net.createServer());
    Promise.all(servers.map((s) => new Promise((r) => s.listen(0, "127.0.0.1", r)))).then(() => {
      console.log(servers.map((s) => s.address().port).join(" "));
      servers.forEach((s) => s.close());
    });' "$1"
}

pg_start() {
  as_pg "$PG_BIN/pg_ctl" -D "$1" -l "$1.log" -w -t 60 start >/dev/null
}

pg_stop() {
  local data="$1" mode="${2:-fast}"
  [ -f "$data/postmaster.pid" ] || return 0
  as_pg "$PG_BIN/pg_ctl" -D "$data" -m "$mode" -w -t 20 stop >/dev/null 2>&1 ||
    as_pg "$PG_BIN/pg_ctl" -D "$data" -m immediate -w stop >/dev/null 2>&1 || true
}

psql_admin() {
  "$PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$1" -U postgres -d postgres -tA -c "$2"
}

redis_answers() { [ "$(redis-cli -p "$1" ping 2>/dev/null)" = PONG ]; }

# Whether the replica on port $1 has replayed the primary's WAL up to LSN $2.
replica_has() { [ "$(psql_admin "$1" "select pg_last_wal_replay_lsn() >= '$2'")" = t ]; }

# Both app servers at once: SIGTERM to each whole group (npm relays a signal only to its shell,
# which dies and leaves the server running), up to 15 s to drain, then SIGKILL.
stop_apps() {
  local name pid pids=()
  for name in A B; do
    [ -f "$CLUSTER_DIR/app-$name.pid" ] || continue
    pid="$(cat "$CLUSTER_DIR/app-$name.pid")"
    group_alive "$pid" || continue
    kill -TERM -- "-$pid" 2>/dev/null || true
    pids+=("$pid")
  done
  for pid in "${pids[@]}"; do
    if ! wait_group_gone "$pid" 15; then
      say "app server group $pid did not stop within 15 s of SIGTERM: killed"
      kill -KILL -- "-$pid" 2>/dev/null || true
    fi
  done
}

stop_pidfile() {
  local file="$1" signal="$2" pid
  [ -f "$file" ] || return 0
  pid="$(cat "$file")"
  if alive "$pid"; then
    kill "-$signal" "$pid" 2>/dev/null || true
    wait_gone "$pid" 10 || kill -KILL "$pid" 2>/dev/null || true
  fi
}

down() {
  if [ ! -e "$CLUSTER_DIR" ]; then
    say "no cluster in $CLUSTER_DIR"
    return 0
  fi
  if [ ! -f "$MARKER" ] && [ -n "$(ls -A "$CLUSTER_DIR")" ]; then
    echo "$CLUSTER_DIR is not a cluster folder this script made: left alone" >&2
    exit 1
  fi
  stop_apps
  stop_pidfile "$CLUSTER_DIR/nginx/nginx.pid" QUIT
  stop_pidfile "$CLUSTER_DIR/redis/redis.pid" TERM
  pg_stop "$CLUSTER_DIR/pg/replica"
  pg_stop "$CLUSTER_DIR/pg/primary"
  rm -rf "$CLUSTER_DIR"
  say "cluster in $CLUSTER_DIR stopped and removed"
}

status() {
  if [ ! -f "$CLUSTER_DIR/cluster.env" ]; then
    echo "no cluster running in $CLUSTER_DIR"
    return 1
  fi
  # shellcheck source=/dev/null
  . "$CLUSTER_DIR/cluster.env"
  local bad=0 line
  check() {
    if "${@:2}" >/dev/null 2>&1; then line="up"; else
      line="DOWN"
      bad=1
    fi
    printf '  %-10s %s\n' "$1" "$line"
  }
  echo "cluster in $CLUSTER_DIR ($CLUSTER_URL)"
  check primary "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PG_PRIMARY_PORT"
  check replica "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PG_REPLICA_PORT"
  check redis redis-cli -p "$REDIS_PORT" ping
  check "app A" curl -sf --max-time 2 "$APP_A_URL/api/health/"
  check "app B" curl -sf --max-time 2 "$APP_B_URL/api/health/"
  check nginx curl -sf --max-time 2 "$CLUSTER_URL/api/health/"
  return "$bad"
}

up() {
  local build=false
  for arg in "$@"; do
    case "$arg" in
      --build) build=true ;;
      *)
        echo "unknown option $arg" >&2
        exit 2
        ;;
    esac
  done
  [ -x "$PG_BIN/initdb" ] || {
    echo "PostgreSQL 15 server binaries not found in $PG_BIN (Debian: apt-get install -y postgresql-15)." >&2
    exit 1
  }
  if [ -e "$CLUSTER_DIR" ]; then
    say "something is left in $CLUSTER_DIR: taking it down first"
    down
  fi
  install_missing

  mkdir -p "$CLUSTER_DIR"
  touch "$MARKER"
  trap up_failed EXIT
  mkdir -p "$CLUSTER_DIR/pg" "$CLUSTER_DIR/redis" "$CLUSTER_DIR/nginx/tmp"
  [ -z "$PG_RUN_AS" ] || chown "$PG_RUN_AS" "$CLUSTER_DIR/pg"

  local ports pg_p pg_r redis_p app_a app_b web
  ports="$(free_ports 6)"
  read -r pg_p pg_r redis_p app_a app_b web <<<"$ports"

  # --- PostgreSQL primary -------------------------------------------------------------------
  local primary="$CLUSTER_DIR/pg/primary" replica="$CLUSTER_DIR/pg/replica"
  as_pg "$PG_BIN/initdb" -D "$primary" -U postgres -A trust --no-sync -E UTF8 >/dev/null
  # fsync=off: a throw-away cluster, and CI's disk is shared with a build.
  cat >>"$primary/postgresql.conf" <<EOF
listen_addresses = '127.0.0.1'
port = $pg_p
unix_socket_directories = '$CLUSTER_DIR/pg'
max_connections = 300
fsync = off
wal_level = replica
max_wal_senders = 5
hot_standby = on
EOF
  echo "host replication replicator 127.0.0.1/32 trust" >>"$primary/pg_hba.conf"
  pg_start "$primary"
  psql_admin "$pg_p" "create role replicator with replication login"
  # The app's own role: not a superuser, the owner of its database (pg_trgm is a trusted
  # extension, so the migrations need nothing more).
  psql_admin "$pg_p" "create role storefront with login password 'storefront'"
  psql_admin "$pg_p" "create database storefront owner storefront"
  say "PostgreSQL primary on 127.0.0.1:$pg_p"

  # --- streaming replica --------------------------------------------------------------------
  as_pg "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$pg_p" -U replicator -D "$replica" -R \
    -X stream -c fast >/dev/null
  # Appended after the primary's settings it copied, so these win.
  cat >>"$replica/postgresql.conf" <<EOF
port = $pg_r
hot_standby = on
recovery_min_apply_delay = '$REPLICA_DELAY'
EOF
  pg_start "$replica"
  say "PostgreSQL replica on 127.0.0.1:$pg_r (applies WAL $REPLICA_DELAY behind)"

  # --- Redis --------------------------------------------------------------------------------
  redis-server --port "$redis_p" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
    --pidfile "$CLUSTER_DIR/redis/redis.pid" --dir "$CLUSTER_DIR/redis" \
    --logfile "$CLUSTER_DIR/redis/redis.log"
  poll_until 10 redis_answers "$redis_p" || {
    echo "Redis did not answer on 127.0.0.1:$redis_p" >&2
    exit 1
  }
  say "Redis on 127.0.0.1:$redis_p"

  # --- the app servers' environment ---------------------------------------------------------
  local primary_url="postgres://storefront:storefront@127.0.0.1:$pg_p/storefront"
  local replica_url="postgres://storefront:storefront@127.0.0.1:$pg_r/storefront"
  local secret token
  secret="$(head -c 32 /dev/urandom | base64 | tr -d '\n')"
  token="$(head -c 24 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')"
  {
    echo "# The environment every app server of this cluster starts with (scripts/cluster.sh)."
    printf 'export %s=%q\n' \
      NODE_ENV production \
      NEXT_TELEMETRY_DISABLED 1 \
      DATABASE_URL "$primary_url" \
      DATABASE_REPLICA_URLS "$replica_url" \
      REDIS_URL "redis://127.0.0.1:$redis_p" \
      TRUSTED_PROXY_COUNT 1 \
      STAFF_AUTH_SECRET "$secret" \
      OPS_API_TOKEN "$token" \
      SMS_OUTBOX_IN_PRODUCTION true \
      LOG_LEVEL warn \
      SITE_URL "http://127.0.0.1:$web" \
      APP_A_PORT "$app_a" \
      APP_B_PORT "$app_b"
  } >"$CLUSTER_DIR/app.env"

  # --- schema and catalogue: a step of the deployment, before any server starts -----------
  (
    cd "$REPO_ROOT"
    # shellcheck source=/dev/null
    . "$CLUSTER_DIR/app.env"
    npm run --silent db:migrate
    npm run --silent db:seed
  )
  # The servers read the catalogue from the replica: let it catch up with the seed first.
  local lsn
  lsn="$(psql_admin "$pg_p" "select pg_current_wal_lsn()")"
  poll_until 60 replica_has "$pg_r" "$lsn" || {
    echo "the replica did not catch up with the primary within 60 s" >&2
    exit 1
  }
  say "database migrated and seeded; the replica has caught up"

  # --- build, then the app servers ----------------------------------------------------------
  if $build || [ ! -f "$REPO_ROOT/.next/BUILD_ID" ]; then
    say "building (npm run build)"
    (cd "$REPO_ROOT" && NEXT_TELEMETRY_DISABLED=1 npm run --silent build)
  fi
  local start="$REPO_ROOT/scripts/cluster/start-app.sh"
  {
    echo '#!/usr/bin/env bash'
    echo '# Starts app server A or B of this cluster again: start-app.sh A|B'
    printf 'CLUSTER_DIR=%q exec %q "$@"\n' "$CLUSTER_DIR" "$start"
  } >"$CLUSTER_DIR/start-app.sh"
  chmod +x "$CLUSTER_DIR/start-app.sh"
  local pid_a pid_b
  # Both at once: each takes a few seconds to load, mostly waiting on its own work.
  "$CLUSTER_DIR/start-app.sh" A >"$CLUSTER_DIR/started-A" &
  local starting_a=$!
  "$CLUSTER_DIR/start-app.sh" B >"$CLUSTER_DIR/started-B"
  wait "$starting_a"
  pid_a="$(cat "$CLUSTER_DIR/app-A.pid")"
  pid_b="$(cat "$CLUSTER_DIR/app-B.pid")"
  rm -f "$CLUSTER_DIR/started-A" "$CLUSTER_DIR/started-B"
  say "app servers A on 127.0.0.1:$app_a (pid $pid_a), B on 127.0.0.1:$app_b (pid $pid_b)"

  # --- nginx --------------------------------------------------------------------------------
  local conf="$CLUSTER_DIR/nginx/nginx.conf" nginx
  nginx="$(command -v nginx || echo /usr/sbin/nginx)"
  sed -e "s|@DIR@|$CLUSTER_DIR|g" -e "s|@APP_A_PORT@|$app_a|g" -e "s|@APP_B_PORT@|$app_b|g" \
    -e "s|@NGINX_PORT@|$web|g" "$REPO_ROOT/scripts/cluster/nginx.conf.template" >"$conf"
  # -e: the error log before the configuration is read, which would be under /var/log.
  "$nginx" -p "$CLUSTER_DIR/nginx/" -c "$conf" -e "$CLUSTER_DIR/nginx/error.log" -q
  wait_http "http://127.0.0.1:$web/api/health/" 30 || {
    echo "nginx on 127.0.0.1:$web does not reach the app servers" >&2
    exit 1
  }
  say "nginx on 127.0.0.1:$web"

  {
    echo "# The cluster of scripts/cluster.sh up ($(date -u +%FT%TZ)); source it."
    printf 'export %s=%q\n' \
      CLUSTER_DIR "$CLUSTER_DIR" \
      CLUSTER_URL "http://127.0.0.1:$web" \
      NGINX_PORT "$web" \
      APP_A_URL "http://127.0.0.1:$app_a" \
      APP_B_URL "http://127.0.0.1:$app_b" \
      APP_A_PORT "$app_a" \
      APP_B_PORT "$app_b" \
      APP_A_PID "$pid_a" \
      APP_B_PID "$pid_b" \
      APP_A_LOG "$CLUSTER_DIR/app-A.log" \
      APP_B_LOG "$CLUSTER_DIR/app-B.log" \
      APP_START "$CLUSTER_DIR/start-app.sh" \
      APP_ENV_FILE "$CLUSTER_DIR/app.env" \
      PRIMARY_URL "$primary_url" \
      REPLICA_URL "$replica_url" \
      PG_PRIMARY_PORT "$pg_p" \
      PG_REPLICA_PORT "$pg_r" \
      PG_PRIMARY_DATA "$primary" \
      PG_REPLICA_DATA "$replica" \
      PG_BIN "$PG_BIN" \
      PG_RUN_AS "$PG_RUN_AS" \
      CLUSTER_REPLICA_DELAY "$REPLICA_DELAY" \
      REDIS_PORT "$redis_p" \
      REDIS_URL "redis://127.0.0.1:$redis_p" \
      STAFF_AUTH_SECRET "$secret" \
      OPS_API_TOKEN "$token"
  } >"$CLUSTER_DIR/cluster.env"
  trap - EXIT

  cat <<EOF

Cluster up in ${SECONDS} s (state in $CLUSTER_DIR):
  storefront (nginx)   http://127.0.0.1:$web/
  app server A         http://127.0.0.1:$app_a/   log $CLUSTER_DIR/app-A.log
  app server B         http://127.0.0.1:$app_b/   log $CLUSTER_DIR/app-B.log
  PostgreSQL primary   $primary_url
  PostgreSQL replica   $replica_url   (delay $REPLICA_DELAY)
  Redis                redis://127.0.0.1:$redis_p
Source $CLUSTER_DIR/cluster.env for these; scripts/cluster.sh down stops it all.
EOF
}

up_failed() {
  local code=$?
  trap - EXIT
  echo "cluster up failed (exit $code); what the pieces logged:" >&2
  for log in "$CLUSTER_DIR"/pg/*.log "$CLUSTER_DIR"/redis/redis.log "$CLUSTER_DIR"/app-*.log \
    "$CLUSTER_DIR"/nginx/error.log; do
    log_tail "$log"
  done
  down || true
  exit "$code"
}

primary() {
  [ -f "$CLUSTER_DIR/cluster.env" ] || {
    echo "no cluster in $CLUSTER_DIR" >&2
    exit 1
  }
  # shellcheck source=/dev/null
  . "$CLUSTER_DIR/cluster.env"
  case "$1" in
    stop) pg_stop "$PG_PRIMARY_DATA" fast && say "primary stopped" ;;
    start) pg_start "$PG_PRIMARY_DATA" && say "primary started" ;;
  esac
}

case "${1:-}" in
  up) up "${@:2}" ;;
  down) down ;;
  status) status ;;
  primary-stop) primary stop ;;
  primary-start) primary start ;;
  *)
    sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
    ;;
esac
