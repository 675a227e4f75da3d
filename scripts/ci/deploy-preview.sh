#!/usr/bin/env bash
# Publishes a content branch's preview build at its own address (docs/editing.md, "Preview"):
# build/client goes to PREVIEW_SSH_TARGET/<name>/ on the preview host, which serves it at
# https://<name>.<PREVIEW_DOMAIN> (deploy/preview.nginx.conf); <name> is the branch in lower case
# with every other character a dash (content/singapore-office → content-singapore-office).
#   scripts/ci/deploy-preview.sh <branch> <folder>      publish
#   scripts/ci/deploy-preview.sh --remove <branch>      take a deleted branch's preview down
# Repository settings: secret PREVIEW_SSH_KEY (a key the preview host accepts for rsync only),
# variables PREVIEW_SSH_TARGET (user@host:/srv/previews) and PREVIEW_DOMAIN
# (preview.h2consulting.example). Unset: the preview stays a downloadable artifact of the run.
# Adds `url=<address>` to the step's outputs (GITHUB_OUTPUT) for the workflow's environment link.
set -euo pipefail
remove=false
if [ "${1:-}" = "--remove" ]; then remove=true; shift; fi
branch="${1:?usage: deploy-preview.sh [--remove] <branch> [folder]}"
name="$(printf '%s' "$branch" | tr '[:upper:]' '[:lower:]' | sed -E 's/[^a-z0-9]+/-/g; s/^-+|-+$//g' | cut -c1-63 | sed -E 's/-+$//')"
if [ -z "${PREVIEW_SSH_KEY:-}" ] || [ -z "${PREVIEW_SSH_TARGET:-}" ] || [ -z "${PREVIEW_DOMAIN:-}" ]; then
  echo "::notice title=Preview not published::PREVIEW_SSH_KEY, PREVIEW_SSH_TARGET or PREVIEW_DOMAIN is not set; download the 'preview' artifact of this run instead (docs/editing.md)"
  exit 0
fi
key="$(mktemp)"
trap 'rm -f "$key"' EXIT
printf '%s\n' "$PREVIEW_SSH_KEY" > "$key"
chmod 600 "$key"
ssh_cmd="ssh -i $key -o StrictHostKeyChecking=accept-new"
if $remove; then
  empty="$(mktemp -d)"
  rsync -a --delete -e "$ssh_cmd" "$empty/" "${PREVIEW_SSH_TARGET}/${name}/"
  echo "preview: ${name} emptied"
  exit 0
fi
folder="${2:?usage: deploy-preview.sh <branch> <folder>}"
rsync -a --delete -e "$ssh_cmd" "${folder}/" "${PREVIEW_SSH_TARGET}/${name}/"
echo "preview: https://${name}.${PREVIEW_DOMAIN}"
echo "url=https://${name}.${PREVIEW_DOMAIN}" >> "${GITHUB_OUTPUT:-/dev/stdout}"
