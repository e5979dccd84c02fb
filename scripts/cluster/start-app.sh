#!/usr/bin/env bash
# Usage: scripts/cluster/start-app.sh A|B   (CLUSTER_DIR as for scripts/cluster.sh)
# Starts app server A or B of the cluster `scripts/cluster.sh up` made, from the same build and
# with the same environment as at `up`, in a process group of its own (so it can be stopped or
# killed whole), and waits for /api/health/. Prints the group leader's pid, which it also
# writes to $CLUSTER_DIR/app-<name>.pid and to APP_<name>_PID in cluster.env.
set -euo pipefail
# shellcheck source=scripts/cluster/common.sh
. "$(dirname "$0")/common.sh"

name="${1:-}"
case "$name" in
  A | B) ;;
  *)
    echo "usage: $0 A|B" >&2
    exit 2
    ;;
esac
[ -f "$CLUSTER_DIR/app.env" ] || {
  echo "no cluster in $CLUSTER_DIR (scripts/cluster.sh up first)" >&2
  exit 1
}
# The app servers' shared environment, and APP_A_PORT / APP_B_PORT.
# shellcheck source=/dev/null
. "$CLUSTER_DIR/app.env"
port_var="APP_${name}_PORT"
port="${!port_var}"
pidfile="$CLUSTER_DIR/app-$name.pid"
logfile="$CLUSTER_DIR/app-$name.log"

if [ -f "$pidfile" ] && group_alive "$(cat "$pidfile")"; then
  echo "app server $name is already running (pid $(cat "$pidfile"))" >&2
  exit 1
fi

# Whatever still listens there (a server that outlived its group) would answer the health
# check below in the new server's name.
if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
  echo "127.0.0.1:$port is already taken by another process: app server $name not started" >&2
  exit 1
fi

cd "$REPO_ROOT"
echo "=== $(date -u +%FT%TZ) starting app server $name on 127.0.0.1:$port" >>"$logfile"
# Not a job-control shell, so this child leads no group yet: setsid makes it the leader of a
# new one without forking, and $! is the leader (npm) itself.
PORT="$port" setsid npm run --silent serve >>"$logfile" 2>&1 </dev/null &
pid=$!
echo "$pid" >"$pidfile"
if [ -f "$CLUSTER_DIR/cluster.env" ]; then
  sed -i "s/^export APP_${name}_PID=.*/export APP_${name}_PID=$pid/" "$CLUSTER_DIR/cluster.env"
fi

for _ in $(seq 1 480); do
  if curl -sf -o /dev/null --max-time 2 "http://127.0.0.1:$port/api/health/" && alive "$pid"; then
    echo "$pid"
    exit 0
  fi
  if ! alive "$pid"; then
    echo "app server $name exited while starting" >&2
    log_tail "$logfile"
    exit 1
  fi
  sleep 0.25
done
echo "app server $name did not answer /api/health/ within 120 s" >&2
log_tail "$logfile"
exit 1
