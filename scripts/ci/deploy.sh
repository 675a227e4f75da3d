#!/usr/bin/env bash
# The deploy step of .github/workflows/publish.yml: over SSH to the firm's one host, pulls the
# release's two images (the API's, and its nginx with the pages: IMAGE-nginx) and runs the
# rolling replace there (scripts/ci/rollout.sh, sent on stdin: the host needs no checkout of
# ours, only the deployment's folder with compose.yaml and secrets/). No request fails: each
# instance is replaced beside itself (docs/decisions/0006-rolling-deploy-on-one-host.md).
# The workflow passes the repository's secrets (docs/deploy.md, "Deploying from GitHub Actions"):
#   DEPLOY_HOST         user@host of the server (unset: nothing is deployed, and the run says so)
#   DEPLOY_SSH_KEY      the private key that user accepts (a deploy key of its own)
#   DEPLOY_KNOWN_HOSTS  the host's key line (ssh-keyscan -t ed25519 host): no first-use trust
#   DEPLOY_PATH         the deployment's folder on the host (default /srv/h2)
#   IMAGE               the image just pushed (ghcr.io/<owner>/<repo>:<commit>-<run>)
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${IMAGE:?IMAGE is the image to deploy}"
if [ -z "${DEPLOY_HOST:-}" ]; then
  # A warning on the run's page, not a failure: the build and its files are still made.
  echo "::warning title=Not deployed::DEPLOY_HOST is not set; set it (with DEPLOY_SSH_KEY and DEPLOY_KNOWN_HOSTS) in the repository's secrets to deploy ${IMAGE} (docs/deploy.md)"
  exit 0
fi
# The image and the folder go into a command line the host's shell reads: nothing but a name.
case "$IMAGE" in
  *[!A-Za-z0-9./:@_-]*) echo "deploy: IMAGE is not an image name: $IMAGE" >&2; exit 1 ;;
esac
path="${DEPLOY_PATH:-/srv/h2}"
case "$path" in
  /*) ;;
  *) echo "deploy: DEPLOY_PATH must be an absolute path" >&2; exit 1 ;;
esac
case "$path" in
  *[!A-Za-z0-9./_-]*) echo "deploy: DEPLOY_PATH must be a plain path" >&2; exit 1 ;;
esac

dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
opts=(-o BatchMode=yes -o ConnectTimeout=20 -o ServerAliveInterval=15)
if [ -n "${DEPLOY_SSH_KEY:-}" ]; then
  printf '%s\n' "$DEPLOY_SSH_KEY" >"$dir/key"
  chmod 600 "$dir/key"
  opts+=(-i "$dir/key" -o IdentitiesOnly=yes)
fi
if [ -n "${DEPLOY_KNOWN_HOSTS:-}" ]; then
  printf '%s\n' "$DEPLOY_KNOWN_HOSTS" >"$dir/known_hosts"
  opts+=(-o UserKnownHostsFile="$dir/known_hosts" -o StrictHostKeyChecking=yes)
fi

remote="cd $path && docker pull -q $IMAGE && docker pull -q $IMAGE-nginx && H2_RELEASE=$IMAGE H2_ROOT=$path bash -s"
echo "deploy: ${IMAGE} to ${DEPLOY_HOST}:${path}"
ssh "${opts[@]}" "$DEPLOY_HOST" "$remote" <scripts/ci/rollout.sh
echo "deploy: ${IMAGE} live on ${DEPLOY_HOST}"
