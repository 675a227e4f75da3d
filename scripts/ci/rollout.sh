#!/usr/bin/env bash
# The rolling replace, run on the host (scripts/ci/deploy.sh sends it there over SSH; the drill,
# scripts/drill/deploy.ts, runs it here). docs/decisions/0006-rolling-deploy-on-one-host.md.
# For each API instance in turn:
#   1. a new instance of the release starts beside the old, on the instance's other port
#      (instance i: 3000+i or 3010+i; its metrics 9100+i or 9110+i);
#   2. it is sent traffic only once its /readyz answers 200: nginx's upstream list
#      (deploy/upstream.conf) is rewritten to name it instead of the old one, and nginx reloads
#      (new connections go to the new instance; nginx's old workers finish what they hold);
#   3. the old one drains: out of nginx's list first, H2_DRAIN_SECONDS later SIGTERM, on which
#      the server closes its listener, finishes in-flight requests and mail, and exits.
# The release's static files (pages, CSP map) go live with the first switch: two symlinks under
# H2_SITE, swapped atomically; the previous release's assets/ are kept beside the new ones, so a
# page loaded a moment before still finds its scripts. A new instance that never becomes ready
# is stopped and the deploy fails: the old instances keep serving.
#
#   H2_RELEASE     what to deploy: an image (compose) or a built checkout's folder (process)
#   H2_RUNNER      compose (the default: the services api-1a, api-1b, api-2a, api-2b of
#                  compose.yaml) or process (node on the host; the drill)
#   H2_ROOT        the deployment's folder (default /srv/h2: compose.yaml, secrets/, state/, site/)
#   H2_INSTANCES   how many instances (default 2, as deploy/upstream.conf ships)
#   H2_UPSTREAM    the upstream file nginx includes (default $H2_ROOT/state/upstream.conf, which
#                  compose.yaml mounts over /srv/h2/deploy/upstream.conf)
#   H2_RELOAD      how nginx reloads (default: docker compose exec -T nginx nginx -s reload)
#   H2_NGINX_IMAGE (compose) the release's nginx image, whose static files go live
#                  (default: H2_RELEASE with -nginx appended to its tag)
#   H2_NODE        (process) the Node 24 binary; H2_ENV_FILE the instances' environment
#   H2_DRAIN_SECONDS, H2_READY_SECONDS   (default 5 and 120)
#   H2_PORT_BASE   (process) ports from another base than 3000 (the tests)
set -euo pipefail
: "${H2_RELEASE:?H2_RELEASE is the release to deploy}"
runner="${H2_RUNNER:-compose}"
root="${H2_ROOT:-/srv/h2}"
state="$root/state"
site="$root/site"
instances="${H2_INSTANCES:-2}"
# Instance i's slots: base+i and base+10+i (compose.yaml's ports: keep 3000 with compose).
base="${H2_PORT_BASE:-3000}"
upstream="${H2_UPSTREAM:-$state/upstream.conf}"
drain="${H2_DRAIN_SECONDS:-5}"
ready_for="${H2_READY_SECONDS:-120}"
compose="${H2_COMPOSE:-docker compose}"
mkdir -p "$state" "$site/releases"
say() { echo "rollout: $*"; }
started="$(date +%s%N)"
elapsed() { awk -v a="$started" -v b="$(date +%s%N)" 'BEGIN { printf "%.1f", (b - a) / 1e9 }'; }

# --- the runners: start an instance of the release on a port, stop one ----------------------
slot_of() { [ "$1" -ge $((base + 10)) ] && echo b || echo a; }
start_instance() { # i port metrics
  local i="$1" port="$2" metrics="$3"
  if [ "$runner" = process ]; then
    (
      set -a
      [ -z "${H2_ENV_FILE:-}" ] || . "$H2_ENV_FILE"
      set +a
      cd "$H2_RELEASE"
      PORT="$port" METRICS_PORT="$metrics" exec "${H2_NODE:-node}" --enable-source-maps \
        build/server/index.mjs >>"$state/api-$port.log" 2>&1
    ) &
    echo $! >"$state/api-$port.pid"
  else
    (cd "$root" && H2_IMAGE="$H2_RELEASE" $compose up -d --no-deps --no-build "api-$i$(slot_of "$port")")
  fi
}
stop_instance() { # i port
  local i="$1" port="$2"
  if [ "$runner" = process ]; then
    local pid
    pid="$(cat "$state/api-$port.pid" 2>/dev/null || true)"
    [ -n "$pid" ] || return 0
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
    rm -f "$state/api-$port.pid"
  else
    (cd "$root" && $compose stop -t 20 "api-$i$(slot_of "$port")" && $compose rm -f "api-$i$(slot_of "$port")")
  fi
}
alive() { # port
  [ "$runner" != process ] && return 0
  kill -0 "$(cat "$state/api-$1.pid" 2>/dev/null || echo 0)" 2>/dev/null
}
reload_nginx() {
  if [ -n "${H2_RELOAD:-}" ]; then eval "$H2_RELOAD"; return; fi
  # The first deploy starts nginx: before it, there was nothing for it to serve.
  (cd "$root" && { $compose exec -T nginx nginx -s reload 2>/dev/null || $compose up -d --no-deps nginx; })
}

# --- nginx's list, and the static files ------------------------------------------------------
live_port() { cat "$state/instance-$1" 2>/dev/null || echo $((base + $1)); }
write_upstream() {
  local body="" i
  for i in $(seq 1 "$instances"); do
    body+="    server 127.0.0.1:$(live_port "$i") max_fails=3 fail_timeout=10s;"$'\n'
  done
  # Written in place: compose mounts this one file into nginx's container.
  cat >"$upstream" <<EOF
# Written by scripts/ci/rollout.sh at $(date -u +%FT%TZ): the instances serving now.
upstream h2_api {
    least_conn;
${body}    keepalive 32;
}
EOF
  # Prometheus scrapes the instances serving now (file_sd in deploy/prometheus/prometheus.yml).
  local targets="" sep=""
  for i in $(seq 1 "$instances"); do
    targets+="$sep\"127.0.0.1:$(($(live_port "$i") + 6100))\""; sep=", "
  done
  echo "[{\"targets\": [$targets]}]" >"$state/prometheus-targets.json.new"
  mv "$state/prometheus-targets.json.new" "$state/prometheus-targets.json"
}
release_id() { basename "$H2_RELEASE" | tr -c 'A-Za-z0-9._\n-' '-'; }
# Each deploy's files in a folder of their own (the release's name and the time): a redeploy of
# the same release never touches the folder nginx is serving from.
staged="releases/$(release_id)-$(date -u +%Y%m%dT%H%M%S)-$$"
stage_static() {
  local dir="$site/$staged"
  mkdir -p "$dir"
  if [ "$runner" = process ]; then
    cp -a "$H2_RELEASE/build/client" "$dir/client"
    cp "$H2_RELEASE/build/nginx-csp-map.conf" "$dir/"
  else
    local image="${H2_NGINX_IMAGE:-$H2_RELEASE-nginx}" id
    id="$(docker create "$image")"
    docker cp "$id:/srv/h2/build/client" "$dir/client"
    docker cp "$id:/srv/h2/build/nginx-csp-map.conf" "$dir/"
    docker rm "$id" >/dev/null
  fi
  # The release before's fingerprinted files stay: pages already open still load them.
  if [ -d "$site/client/assets" ]; then cp -an "$site/client/assets/." "$dir/client/assets/"; fi
}
switch_static() {
  local name
  for name in client nginx-csp-map.conf; do
    ln -sfn "$staged/$name" "$site/.$name.new" && mv -T "$site/.$name.new" "$site/$name"
  done
  # The three latest deploys' files are kept (the live one among them), older ones go.
  ls -1dt "$site"/releases/*/ 2>/dev/null | tail -n +4 | while read -r old; do
    [ "${old%/}" = "$site/$staged" ] || rm -rf "$old"
  done
}

# --- the rolling replace ---------------------------------------------------------------------
stage_static
first=1
for i in $(seq 1 "$instances"); do
  old="$(cat "$state/instance-$i" 2>/dev/null || true)"
  if [ -z "$old" ]; then new=$((base + i)); elif [ "$old" -ge $((base + 10)) ]; then new=$((old - 10)); else new=$((old + 10)); fi
  metrics=$((new + 6100))
  say "instance $i: starting $(release_id) on :$new${old:+ beside :$old}"
  start_instance "$i" "$new" "$metrics"
  ok=""
  for _ in $(seq 1 $((ready_for * 5))); do
    alive "$new" || break
    if curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$new/readyz" 2>/dev/null; then ok=1; break; fi
    sleep 0.2
  done
  if [ -z "$ok" ]; then
    say "instance $i: :$new never became ready; stopping it, the old instances keep serving" >&2
    stop_instance "$i" "$new"
    # Files not yet switched to are not kept.
    [ -z "$first" ] || rm -rf "${site:?}/$staged"
    exit 1
  fi
  echo "$new" >"$state/instance-$i"
  # The compose service serving as instance i (docker compose exec "$(cat state/service-1)" …).
  echo "api-$i$(slot_of "$new")" >"$state/service-$i"
  write_upstream
  if [ -n "$first" ]; then switch_static; first=""; fi
  reload_nginx
  say "instance $i: :$new ready and in nginx's list after $(elapsed) s"
  if [ -n "$old" ]; then
    sleep "$drain"
    stop_instance "$i" "$old"
    say "instance $i: :$old drained and stopped"
  fi
done
echo "$H2_RELEASE" >"$state/release"
say "$(release_id) live on every instance after $(elapsed) s"
