#!/bin/sh
# Install each Linux release archive as a user would, run the installed program, and uninstall it:
#   build/linux/try-archive.sh dist/panjpar-*-linux-x86_64.tar.gz [more archives]
# Each archive is unpacked and installed with its install.sh into a throw-away home (no root), then the installed
# ~/.local/bin/panjpar replays a test record and runs --smoke (SDL's dummy drivers: no screen needed), and
# uninstall.sh must remove the program. The release workflow runs it on the build container and on a newer system.
set -eu

if [ "$#" -eq 0 ]; then
    echo "usage: $0 ARCHIVE.tar.gz [ARCHIVE.tar.gz ...]" >&2
    exit 2
fi
root=$(CDPATH='' cd -- "$(dirname -- "$0")/../.." && pwd)
record="$root/tests/panjpar/records/seed000.panjpar"

for archive in "$@"; do
    if [ ! -f "$archive" ]; then
        echo "try-archive.sh: no archive $archive" >&2
        exit 1
    fi
    scratch=$(mktemp -d)
    mkdir "$scratch/home" "$scratch/unpacked"
    tar xzf "$archive" -C "$scratch/unpacked"
    unpacked=$(find "$scratch/unpacked" -mindepth 1 -maxdepth 1 -type d)
    (
        export HOME="$scratch/home" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
        unset XDG_DATA_HOME XDG_CONFIG_HOME XDG_STATE_HOME XDG_CACHE_HOME PANJPAR_DATA_DIR
        "$unpacked/install.sh"
        "$HOME/.local/bin/panjpar" replay "$record"
        "$HOME/.local/bin/panjpar" --smoke
        "$HOME/.local/opt/panjpar/uninstall.sh"
        if [ -e "$HOME/.local/bin/panjpar" ] || [ -e "$HOME/.local/opt/panjpar" ]; then
            echo "try-archive.sh: uninstall.sh left the program in $HOME/.local" >&2
            exit 1
        fi
    )
    rm -rf "$scratch"
    echo "try-archive.sh: $(basename "$archive"): installed, replay and --smoke passed, uninstalled"
done
