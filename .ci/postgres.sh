#!/usr/bin/env bash
# Makes a local PostgreSQL available for the API tests, idempotently, and prints the line that
# exports TEST_DATABASE_URL. Usage (as root): eval "$(bash .ci/postgres.sh)"
# Everything except that final export line goes to stderr.
set -euo pipefail

ROLE="${PG_TEST_ROLE:-urdhva_test}"
DB="${PG_TEST_DB:-urdhva_test}"
PASSWORD="${PG_TEST_PASSWORD:-urdhva_test}"
PORT="${PG_TEST_PORT:-5432}"

log() { echo "postgres.sh: $*" >&2; }

if [ "$(id -u)" -ne 0 ]; then
  log "must run as root (installs and starts the Debian PostgreSQL cluster)"
  exit 1
fi

if ! command -v pg_lsclusters >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
  log "installing postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi

VERSION="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
CLUSTER=main
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$VERSION $CLUSTER"; then
  log "creating cluster $VERSION/$CLUSTER"
  pg_createcluster "$VERSION" "$CLUSTER" -p "$PORT" >&2
fi

CONF="/etc/postgresql/$VERSION/$CLUSTER/postgresql.conf"
# Loopback only, on the expected port.
if ! grep -q "^listen_addresses = '127.0.0.1'" "$CONF"; then
  sed -i "s/^#\?listen_addresses\s*=.*/listen_addresses = '127.0.0.1'/" "$CONF"
  grep -q "^listen_addresses = '127.0.0.1'" "$CONF" || echo "listen_addresses = '127.0.0.1'" >>"$CONF"
  NEED_RESTART=1
fi
if ! grep -q "^port = $PORT" "$CONF"; then
  sed -i "s/^#\?port\s*=.*/port = $PORT/" "$CONF"
  NEED_RESTART=1
fi

STATUS="$(pg_lsclusters -h | awk -v v="$VERSION" -v c="$CLUSTER" '$1==v && $2==c {print $4}')"
if [ "$STATUS" != "online" ]; then
  log "starting cluster $VERSION/$CLUSTER"
  pg_ctlcluster "$VERSION" "$CLUSTER" start >&2
elif [ "${NEED_RESTART:-0}" = 1 ]; then
  log "restarting cluster $VERSION/$CLUSTER (configuration changed)"
  pg_ctlcluster "$VERSION" "$CLUSTER" restart >&2
fi

# Wait until it accepts connections.
for _ in $(seq 1 30); do
  if runuser -u postgres -- pg_isready -q -h 127.0.0.1 -p "$PORT"; then break; fi
  sleep 0.5
done
runuser -u postgres -- pg_isready -q -h 127.0.0.1 -p "$PORT" || { log "PostgreSQL did not become ready"; exit 1; }

psql_admin() { runuser -u postgres -- psql -p "$PORT" -v ON_ERROR_STOP=1 -qtA "$@"; }

if [ "$(psql_admin -c "SELECT 1 FROM pg_roles WHERE rolname = '$ROLE'")" != "1" ]; then
  log "creating role $ROLE"
  psql_admin -c "CREATE ROLE \"$ROLE\" LOGIN PASSWORD '$PASSWORD'" >&2
else
  psql_admin -c "ALTER ROLE \"$ROLE\" LOGIN PASSWORD '$PASSWORD'" >&2
fi
if [ "$(psql_admin -c "SELECT 1 FROM pg_database WHERE datname = '$DB'")" != "1" ]; then
  log "creating database $DB"
  psql_admin -c "CREATE DATABASE \"$DB\" OWNER \"$ROLE\"" >&2
fi

echo "export TEST_DATABASE_URL=postgres://$ROLE:$PASSWORD@127.0.0.1:$PORT/$DB"
