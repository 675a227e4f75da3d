#!/usr/bin/env bash
# Builds every target of the Dockerfile, unchanged, on whichever engine runs here: Docker where
# an engine answers (a laptop, GitHub Actions), else podman (Debian's, as .ci/run sets it up).
# Where the two bases the Dockerfile names (node:24-slim, debian:trixie-slim) cannot be pulled
# (no registry reachable), it makes them from the Debian mirror and tags them with those names,
# so the build itself runs with --pull=never. docs/testing.md, "The image".
#   scripts/ci/image.sh            build h2:runtime, h2:nginx (and h2:build)
#   scripts/ci/image.sh --engine   print the engine that would be used (or nothing) and stop
#   TAG=h2-next scripts/ci/image.sh   other image names (h2-next:runtime, h2-next:nginx)
set -euo pipefail
cd "$(dirname "$0")/../.."

engine="${ENGINE:-}"
if [ -z "$engine" ]; then
  if command -v docker >/dev/null 2>&1 && timeout 10 docker info >/dev/null 2>&1; then
    engine=docker
  # podman answers `info` inside an unprivileged container too, where it cannot build: it also
  # needs to make a mount namespace (CAP_SYS_ADMIN), as root on a machine of this kind can.
  elif command -v podman >/dev/null 2>&1 && timeout 30 podman info >/dev/null 2>&1 &&
    unshare --mount --fork true 2>/dev/null; then
    engine=podman
  fi
fi
if [ "${1:-}" = "--engine" ]; then
  echo "$engine"
  exit 0
fi
if [ -z "$engine" ]; then
  echo "image: neither docker nor podman can run here" >&2
  exit 2
fi
tag="${TAG:-h2}"

has() { "$engine" image inspect "$1" >/dev/null 2>&1; }
# Docker resolves the Dockerfile's short names to docker.io/library/…; podman looks there too
# (registries.conf.d/shortnames.conf), and under localhost/. The local bases carry both names.
tag_as() {
  "$engine" tag "$1" "docker.io/library/$2"
  [ "$engine" = docker ] || "$engine" tag "$1" "localhost/$2"
}

work=""
cleanup() { [ -z "$work" ] || rm -rf "$work"; }
trap cleanup EXIT

# A Debian root file system from the mirror, imported as an image (~20 s).
debian_base() {
  local suite="$1" name="$2"
  work="${work:-$(mktemp -d)}"
  echo "image: making $name from Debian $suite (mmdebstrap)"
  mmdebstrap --quiet --variant=minbase --include=ca-certificates \
    "$suite" "$work/$suite.tar" >/dev/null
  "$engine" import "$work/$suite.tar" "localhost/h2-base-$suite" >/dev/null
  tag_as "localhost/h2-base-$suite" "$name"
}

ensure_debian() {
  has docker.io/library/debian:trixie-slim && return 0
  timeout 60 "$engine" pull docker.io/library/debian:trixie-slim >/dev/null 2>&1 && return 0
  command -v mmdebstrap >/dev/null 2>&1 || {
    echo "image: debian:trixie-slim cannot be pulled and mmdebstrap is missing (apt-get install mmdebstrap)" >&2
    exit 1
  }
  debian_base trixie debian:trixie-slim
}

# node:24-slim as the official image has it where the build looks: node and npm on PATH,
# the user node (uid 1000). Node is the npm package `node`'s binary (the project's Node 24),
# npm the one that runs this script. The machine's CA bundle goes in as NODE_EXTRA_CA_CERTS:
# npm inside the build reaches the registry through the same egress as npm here.
ensure_node() {
  has docker.io/library/node:24-slim && return 0
  timeout 60 "$engine" pull docker.io/library/node:24-slim >/dev/null 2>&1 && return 0
  local nodebin npmdir ca
  nodebin="$(npm exec -- node -p 'process.execPath')"
  npmdir="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"
  ca="${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}"
  case "$(npm exec -- node --version)" in
    v24.*) ;;
    *) echo "image: the npm package node is not Node 24 (npm install first)" >&2; exit 1 ;;
  esac
  work="${work:-$(mktemp -d)}"
  mkdir -p "$work/node"
  cp "$nodebin" "$work/node/node"
  cp -r "$npmdir" "$work/node/npm"
  cp "$ca" "$work/node/ca.crt"
  cat >"$work/node/Containerfile" <<'EOF'
FROM docker.io/library/debian:trixie-slim
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY ca.crt /usr/local/share/h2-ca.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/h2-ca.crt
CMD ["node"]
EOF
  echo "image: making node:24-slim (Node $(npm exec -- node --version), npm from $npmdir)"
  "$engine" build --pull=never -q -t localhost/h2-base-node24 "$work/node" >/dev/null
  tag_as localhost/h2-base-node24 node:24-slim
}

ensure_debian
ensure_node

# Every target of the Dockerfile; build is the stage the others copy from. podman writes the
# Docker format, the one that keeps HEALTHCHECK (OCI images drop it).
format=()
[ "$engine" = docker ] || format=(--format docker)
for target in build runtime nginx; do
  echo "image: building $tag:$target ($engine)"
  "$engine" build "${format[@]}" --pull=never --target "$target" -t "$tag:$target" . >/dev/null
done
echo "image: built $tag:runtime and $tag:nginx with $engine"
