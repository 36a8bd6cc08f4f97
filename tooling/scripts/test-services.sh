#!/usr/bin/env bash
# Starts a throw-away PostgreSQL and Redis on loopback for the test suites and prints the variables to export:
#   eval "$(bash tooling/scripts/test-services.sh)"
# Installs Debian's postgresql and redis-server first when they are missing (needs root and apt).
set -euo pipefail

pg_port=${TEST_PG_PORT:-55432}
redis_port=${TEST_REDIS_PORT:-56379}
state_dir=${TEST_SERVICES_DIR:-/tmp/sportsbook-test-services}

log() { echo "[test-services] $*" >&2; }

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
missing=()
[ -n "$pg_bin" ] || missing+=(postgresql)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
if [ ${#missing[@]} -gt 0 ]; then
  log "installing ${missing[*]}"
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

mkdir -p "$state_dir"
run_as_pg() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

pg_data="$state_dir/pg"
if ! run_as_pg "$pg_bin/pg_isready -q -h 127.0.0.1 -p $pg_port" 2>/dev/null; then
  rm -rf "$pg_data"
  mkdir -p "$pg_data"
  [ "$(id -u)" = 0 ] && chown -R postgres "$state_dir"
  run_as_pg "$pg_bin/initdb -D $pg_data -U postgres -A trust --no-sync >/dev/null"
  run_as_pg "$pg_bin/pg_ctl -D $pg_data -l $pg_data/log -w -o '-p $pg_port -k $pg_data -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=400' start >/dev/null"
  log "postgresql on 127.0.0.1:$pg_port"
fi
run_as_pg "$pg_bin/psql -q -h 127.0.0.1 -p $pg_port -U postgres -tc \"SELECT 1 FROM pg_database WHERE datname = 'sportsbook_test'\" | grep -q 1 || $pg_bin/createdb -h 127.0.0.1 -p $pg_port -U postgres sportsbook_test"

if ! redis-cli -p "$redis_port" ping >/dev/null 2>&1; then
  redis-server --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
    --logfile "$state_dir/redis.log" >/dev/null
  for _ in $(seq 1 50); do redis-cli -p "$redis_port" ping >/dev/null 2>&1 && break; sleep 0.1; done
  log "redis on 127.0.0.1:$redis_port"
fi

echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$pg_port/sportsbook_test"
echo "export TEST_REDIS_URL=redis://127.0.0.1:$redis_port"
echo "export PGBENCH=$pg_bin/pgbench"
