#!/usr/bin/env bash
# postgres-image.sh builds the local PostgreSQL image the Postgres tests run
# when no image registry can be reached: a minimal Debian bookworm made with
# debootstrap, with postgresql-15 and an entrypoint that behaves like the
# official image's (scripts/postgres-entrypoint.sh).
#
# Idempotent: if the image named by $VERDICT_TEST_POSTGRES_IMAGE (default
# verdict-postgres:15-local) exists, it builds nothing. Either way it prints
# the image name, alone, on stdout (everything else goes to stderr), so
#
#	VERDICT_TEST_POSTGRES_IMAGE="$(scripts/postgres-image.sh)" go test ./...
#
# runs the tests on it. The downloaded
# packages are cached as a debootstrap tarball under $VERDICT_CACHE_DIR
# (default .ci/cache, relative to the repository root), so a rebuild needs
# no network.
#
# Needs root (debootstrap, chroot) and a running Docker engine. Set
# VERDICT_DEBIAN_MIRROR to use another Debian mirror. Concurrent runs (two
# test packages starting at once) wait for each other and build once.
#
# The PostgreSQL test helper (adapters/postgres/pgtest) runs this script
# itself when the official postgres image cannot be pulled.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
image="${VERDICT_TEST_POSTGRES_IMAGE:-verdict-postgres:15-local}"
cache="${VERDICT_CACHE_DIR:-$repo/.ci/cache}"
mirror="${VERDICT_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
suite=bookworm
pgmajor=15

log() { printf 'postgres-image: %s\n' "$*" >&2; }

if docker image inspect "$image" >/dev/null 2>&1; then
	log "$image exists; nothing to do"
	echo "$image"
	exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
	log "must run as root (debootstrap and chroot)"
	exit 1
fi

mkdir -p "$cache"
cache="$(cd "$cache" && pwd)"

# One build at a time: a second caller waits here, then finds the image.
if command -v flock >/dev/null 2>&1; then
	exec 9>"$cache/.postgres-image.lock"
	flock 9
	if docker image inspect "$image" >/dev/null 2>&1; then
		log "$image was built while waiting; nothing to do"
		echo "$image"
		exit 0
	fi
fi

if ! command -v debootstrap >/dev/null 2>&1; then
	log "installing debootstrap"
	apt-get update -qq
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
fi

arch="$(dpkg --print-architecture)"
tarball="$cache/debootstrap-$suite-$arch-postgresql-$pgmajor.tgz"

work="$(mktemp -d "${TMPDIR:-/tmp}/verdict-pgimage.XXXXXX")"
rootfs="$work/rootfs"
trap 'rm -rf "$work"' EXIT

# 1. The packages: debootstrap's minimal base plus postgresql-15 and its
# dependencies, downloaded once into a tarball in the cache.
if [ ! -s "$tarball" ]; then
	log "downloading $suite minbase + postgresql-$pgmajor into $tarball"
	partial="$cache/partial-$$.tgz"
	debootstrap --variant=minbase --arch="$arch" --include="postgresql-$pgmajor" \
		--make-tarball="$partial" "$suite" "$work/download" "$mirror" >&2
	mv "$partial" "$tarball"
	rm -rf "$work/download"
fi

# 2. The base system, from the tarball (no network).
log "debootstrap $suite minbase into $rootfs"
debootstrap --variant=minbase --arch="$arch" --unpack-tarball="$tarball" \
	"$suite" "$rootfs" "$mirror" >&2

# 3. debootstrap installed postgresql-15 with the base (the tarball records
# the --include); postgresql-common made a "main" cluster on the way, which
# goes: the entrypoint makes one in $PGDATA on first start.
chroot "$rootfs" dpkg -s "postgresql-$pgmajor" >/dev/null
rm -rf "$rootfs/var/lib/postgresql/$pgmajor" "$rootfs/etc/postgresql/$pgmajor"

# 4. The entrypoint, and the directories the server needs.
install -m 0755 "$repo/scripts/postgres-entrypoint.sh" "$rootfs/usr/local/bin/docker-entrypoint.sh"
chroot "$rootfs" sh -eu -c '
	mkdir -p /var/lib/postgresql/data /run/postgresql /docker-entrypoint-initdb.d
	chown -R postgres:postgres /var/lib/postgresql /run/postgresql
	chmod 0700 /var/lib/postgresql/data
	chmod 2777 /run/postgresql
'

# 5. Keep it small: no docs, man pages, translations or locale sources (the
# server uses the built-in C.UTF-8), no package caches, no LLVM JIT and its
# z3 (PostgreSQL turns JIT off when its provider cannot be loaded), and no
# full perl, which only Debian's cluster wrappers (pg_ctlcluster, the psql
# wrapper) need: PATH puts the real binaries first. perl-base stays for dpkg.
log "stripping"
rm -rf \
	"$rootfs"/usr/share/doc/* \
	"$rootfs"/usr/share/man/* \
	"$rootfs"/usr/share/info/* \
	"$rootfs"/usr/share/locale/* \
	"$rootfs"/usr/share/i18n \
	"$rootfs"/usr/share/lintian \
	"$rootfs"/usr/share/postgresql/$pgmajor/man \
	"$rootfs"/usr/lib/postgresql/$pgmajor/lib/llvmjit* \
	"$rootfs"/usr/lib/postgresql/$pgmajor/lib/bitcode \
	"$rootfs"/usr/lib/*/libLLVM* \
	"$rootfs"/usr/lib/*/libz3.* \
	"$rootfs"/usr/lib/*/perl \
	"$rootfs"/usr/share/perl \
	"$rootfs"/var/cache/apt/* \
	"$rootfs"/var/cache/debconf/*-old \
	"$rootfs"/var/lib/apt/lists/* \
	"$rootfs"/var/log/* \
	"$rootfs"/tmp/*

# 6. Import as an image with the official image's interface.
log "importing $image"
tar --numeric-owner -C "$rootfs" -c . | docker import \
	--change "ENV PATH=/usr/lib/postgresql/$pgmajor/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
	--change "ENV PGDATA=/var/lib/postgresql/data" \
	--change "ENV LANG=C.UTF-8" \
	--change "USER postgres" \
	--change "WORKDIR /var/lib/postgresql" \
	--change "EXPOSE 5432" \
	--change 'ENTRYPOINT ["docker-entrypoint.sh"]' \
	--change 'CMD ["postgres"]' \
	--message "verdict: debootstrap $suite minbase + postgresql-$pgmajor" \
	- "$image" >/dev/null

log "built $image ($(docker image inspect -f '{{.Size}}' "$image" | awk '{printf "%.0f MB", $1/1e6}'))"
echo "$image"
