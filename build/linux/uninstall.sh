#!/bin/sh
# Remove what install.sh put in place. Your games, statistics and settings are kept: they live in your data folder
# (see `panjpar --help` for --data-dir), not with the program.
set -eu

prefix=${PANJPAR_PREFIX:-"$HOME/.local"}
data=${XDG_DATA_HOME:-"$HOME/.local/share"}
opt="$prefix/opt/panjpar"
bin="$prefix/bin"

# The command link only if it is ours.
if [ -L "$bin/panjpar" ] && [ "$(readlink "$bin/panjpar")" = "$opt/panjpar" ]; then
    rm -f "$bin/panjpar"
fi
rm -f "$data/applications/panjpar.desktop"
rm -f "$data"/icons/hicolor/*/apps/panjpar.png
rm -f "$data/mime/packages/panjpar.xml"
if command -v update-mime-database >/dev/null 2>&1 && [ -d "$data/mime" ]; then
    update-mime-database "$data/mime" >/dev/null 2>&1 || true
fi
if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$data/applications" ]; then
    update-desktop-database -q "$data/applications" 2>/dev/null || true
fi
# Last, the program folder (this script may be running from inside it: the shell has already read it).
rm -rf "$opt"
echo "Panjpar is uninstalled (your games and settings are kept)."
