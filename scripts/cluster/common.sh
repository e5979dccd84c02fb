# Shared by scripts/cluster.sh and scripts/cluster/start-app.sh (sourced, not run).
# shellcheck shell=bash

CLUSTER_DIR="${CLUSTER_DIR:-/tmp/storefront-cluster}"
# shellcheck disable=SC2034 # read by the scripts that source this file
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

# A process that has exited but was not reaped yet (its parent, the shell that started it, is
# gone, and not every container's first process reaps) still answers `kill -0`: ask /proc.
alive() {
  local pid="$1" state
  [ -n "$pid" ] && [ -r "/proc/$pid/stat" ] || return 1
  state="$(sed 's/^.*) //' "/proc/$pid/stat" | cut -d' ' -f1)"
  [ "$state" != Z ] && [ "$state" != X ]
}

# Whether any process of a process group still runs (zombies aside, as above).
group_alive() {
  cat /proc/[0-9]*/stat 2>/dev/null |
    awk -v g="$1" '{ sub(/^.*\) /, ""); if ($3 == g && $1 != "Z" && $1 != "X") found = 1 }
      END { exit !found }'
}

# Runs the command every 0.1 s until it succeeds, for at most $1 seconds; fails if it never did.
poll_until() {
  local tries=$(($1 * 10))
  shift
  until "$@"; do
    tries=$((tries - 1))
    [ "$tries" -gt 0 ] || return 1
    sleep 0.1
  done
}

not() { ! "$@"; }

# Waits up to $2 seconds (default 15) for a whole process group to be gone.
wait_group_gone() { poll_until "${2:-15}" not group_alive "$1"; }

# Waits up to $2 seconds (default 15) for a process to be gone.
wait_gone() { poll_until "${2:-15}" not alive "$1"; }

# Waits up to $2 seconds for a URL to answer 2xx.
wait_http() {
  local url="$1" tries=$((${2:-60} * 4))
  until curl -sf -o /dev/null --max-time 2 "$url"; do
    tries=$((tries - 1))
    [ "$tries" -gt 0 ] || return 1
    sleep 0.25
  done
}

log_tail() {
  local file="$1"
  [ -f "$file" ] || return 0
  echo "--- last lines of $file" >&2
  tail -n 30 "$file" >&2
}
