#!/usr/bin/env bash
# A throw-away cluster of Debian's PostgreSQL 15 (package `postgresql`) for the second run of the API
# tests (npm test reads EXTRA_TEST_DATABASE_URL). Installs the package with apt-get when it is missing
# and we are root.
#   eval "$(scripts/debian-postgres.sh start)"   # prints: export EXTRA_TEST_DATABASE_URL=...
#   scripts/debian-postgres.sh stop
set -euo pipefail
DIR=${PG15_DIR:-/tmp/penstock-pg15}
PORT=${PG15_PORT:-54315}
BIN=$(ls -d /usr/lib/postgresql/1[5-9]/bin 2>/dev/null | sort -V | head -1 || true)

as_owner() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }

case "${1:-start}" in
  start)
    if [ -z "$BIN" ]; then
      if [ "$(id -u)" != 0 ]; then
        echo "Debian's PostgreSQL is missing: sudo apt-get install -y postgresql" >&2
        exit 1
      fi
      echo "installing Debian's PostgreSQL (apt-get install postgresql)" >&2
      apt-get update -qq >&2
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
      BIN=$(ls -d /usr/lib/postgresql/1[5-9]/bin | sort -V | head -1)
    fi
    if [ -f "$DIR/data/postmaster.pid" ]; then as_owner "$BIN/pg_ctl -D $DIR/data -m immediate stop" >&2 || true; fi
    rm -rf "$DIR" && mkdir -p "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres "$DIR"
    as_owner "$BIN/initdb -D $DIR/data -U postgres -A trust -E UTF8 --no-instructions" >/dev/null
    # Durability off: a test database is thrown away (the embedded test server does the same).
    as_owner "$BIN/pg_ctl -D $DIR/data -l $DIR/log -w -o \"-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300\" start" >&2
    echo "export EXTRA_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    if [ -n "$BIN" ] && [ -f "$DIR/data/postmaster.pid" ]; then as_owner "$BIN/pg_ctl -D $DIR/data -m fast stop" >&2; fi
    ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
