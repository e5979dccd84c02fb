#!/usr/bin/env bash
# Runs the built storefront on the PostgreSQL of TEST_DATABASE_URL (see with-postgres.sh):
# migrate, seed the full catalogue, serve, and fetch the home page, a city page, a product page
# and a search with a typo (pg_trgm).
set -euo pipefail
: "${TEST_DATABASE_URL:?run me through scripts/with-postgres.sh}"
admin="$TEST_DATABASE_URL"
node -e "const {Client}=require('pg');const c=new Client('$admin');c.connect().then(()=>c.query('create database storefront')).then(()=>c.end())"
export DATABASE_URL="${admin%/*}/storefront"
npm run --silent db:prepare
npm run --silent db:seed -- --stats

port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
log="$(mktemp)"
# A smoke run sends no SMS: the outbox is explicitly allowed on this production server.
# Its own process group: npm starts the server as a child, which must stop with the script.
SMS_OUTBOX_IN_PRODUCTION=true PORT="$port" setsid npm run --silent serve >"$log" 2>&1 &
server=$!
trap 'kill -- -$server 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 1 60); do
  curl -sf -o /dev/null "http://127.0.0.1:$port/" && break
  sleep 1
done
city="$(curl -sf "http://127.0.0.1:$port/mumbai/")"
product="$(grep -o 'href="/mumbai/mri-brain/[a-z0-9]*/"' <<<"$city" | head -1 | cut -d'"' -f2)"
[ -n "$product" ] || { echo "no MRI Brain link on the Mumbai city page" >&2; cat "$log"; exit 1; }
status="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$product")"
[ "$status" = "200" ] || { echo "$product answered $status on PostgreSQL" >&2; cat "$log"; exit 1; }
# The test search runs on pg_trgm (migration 0002): a typo still finds the test.
search="$(curl -sf "http://127.0.0.1:$port/search/?query=mri+brian&city_id=3")"
grep -q '>MRI Brain</a></h2>' <<<"$search" || { echo "search for 'mri brian' found no MRI Brain on PostgreSQL" >&2; cat "$log"; exit 1; }
echo "PostgreSQL smoke: home, /mumbai/, $product and a typo search served (200)."

# Migrating is the deployment's step on PostgreSQL: a server on a database that was never
# migrated refuses to start, saying what to run.
node -e "const {Client}=require('pg');const c=new Client('$admin');c.connect().then(()=>c.query('create database unmigrated')).then(()=>c.end())"
refusal="$(mktemp)"
set +e
DATABASE_URL="${admin%/*}/unmigrated" SMS_OUTBOX_IN_PRODUCTION=true PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")" \
  timeout 60 npm run --silent serve >"$refusal" 2>&1
code=$?
set -e
if [ "$code" = "0" ] || [ "$code" = "124" ] || ! grep -q 'older than this build.*npm run db:migrate' "$refusal"; then
  echo "a server on an unmigrated database did not refuse to start (exit $code):" >&2
  cat "$refusal" >&2
  exit 1
fi
rm -f "$refusal"
echo "PostgreSQL smoke: a server on an unmigrated database refused to start (exit $code)."
