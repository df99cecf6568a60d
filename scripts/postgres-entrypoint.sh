#!/bin/sh
# Entrypoint of the local PostgreSQL test image built by postgres-image.sh.
# It behaves like the official image's entrypoint for what Verdict's tests
# use: on first start it initialises $PGDATA from POSTGRES_USER,
# POSTGRES_PASSWORD and POSTGRES_DB (password auth from any address, listen
# on *), runs /docker-entrypoint-initdb.d/* against a temporary server bound
# to the socket only, stops it, and then execs the real server in the
# foreground. So "database system is ready to accept connections" is logged
# twice, which is what testcontainers' postgres module waits for.
set -eu

# "docker run IMAGE -c fsync=off" means "postgres -c fsync=off".
if [ "${1#-}" != "$1" ]; then
	set -- postgres "$@"
fi

if [ "$1" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
	: "${POSTGRES_USER:=postgres}"
	: "${POSTGRES_DB:=$POSTGRES_USER}"
	auth="${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}"
	if [ -z "${POSTGRES_PASSWORD:-}" ] && [ "$auth" != trust ]; then
		echo >&2 "error: POSTGRES_PASSWORD is empty; set it, or POSTGRES_HOST_AUTH_METHOD=trust"
		exit 1
	fi

	mkdir -p "$PGDATA"
	chmod 0700 "$PGDATA"

	pwfile=
	if [ -n "${POSTGRES_PASSWORD:-}" ]; then
		pwfile="$(mktemp)"
		printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
	fi
	# shellcheck disable=SC2086 # POSTGRES_INITDB_ARGS is a list of words
	initdb -D "$PGDATA" --username="$POSTGRES_USER" ${pwfile:+--pwfile="$pwfile"} \
		--auth-local=trust --auth-host="$auth" \
		--encoding=UTF8 --locale=C.UTF-8 ${POSTGRES_INITDB_ARGS:-}
	[ -z "$pwfile" ] || rm -f "$pwfile"

	printf "\nlisten_addresses = '*'\n" >>"$PGDATA/postgresql.conf"
	printf '\nhost all all all %s\n' "$auth" >>"$PGDATA/pg_hba.conf"

	# A temporary server reachable only through the socket, for the set-up.
	pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -p 5432" -w start

	if [ "$POSTGRES_DB" != postgres ]; then
		psql -v ON_ERROR_STOP=1 --no-psqlrc --username="$POSTGRES_USER" \
			--dbname=postgres --set=db="$POSTGRES_DB" <<-'SQL'
			CREATE DATABASE :"db";
		SQL
	fi

	for f in /docker-entrypoint-initdb.d/*; do
		case "$f" in
		*.sh)
			echo "running $f"
			# shellcheck disable=SC1090
			. "$f"
			;;
		*.sql)
			echo "running $f"
			psql -v ON_ERROR_STOP=1 --no-psqlrc --username="$POSTGRES_USER" \
				--dbname="$POSTGRES_DB" -f "$f"
			;;
		*) ;; # the unexpanded glob, or a file we don't run
		esac
	done

	pg_ctl -D "$PGDATA" -m fast -w stop
	echo "PostgreSQL init process complete; ready for start up."
fi

exec "$@"
