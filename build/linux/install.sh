#!/bin/sh
# Install Panjpar for the current user, without root:
#   the program      ~/.local/opt/panjpar/        (PANJPAR_PREFIX, default ~/.local)
#   the command      ~/.local/bin/panjpar         (a symbolic link)
#   the menu entry   ~/.local/share/applications/panjpar.desktop   (XDG_DATA_HOME, default ~/.local/share)
#   the icons        ~/.local/share/icons/hicolor/<size>/apps/panjpar.png
#   the file type    ~/.local/share/mime/packages/panjpar.xml      (.panjpar game records open in Panjpar)
# Installing again replaces the program; your games and settings are never touched.
# Remove it all with ~/.local/opt/panjpar/uninstall.sh (or ./uninstall.sh here).
set -eu

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
prefix=${PANJPAR_PREFIX:-"$HOME/.local"}
data=${XDG_DATA_HOME:-"$HOME/.local/share"}
opt="$prefix/opt/panjpar"
bin="$prefix/bin"

if [ ! -x "$here/panjpar/panjpar" ]; then
    echo "install.sh: $here/panjpar/panjpar is missing: run this script from the unpacked archive" >&2
    exit 1
fi

# The program: copied beside the old one, then swapped in, so a failed copy leaves the old install working.
mkdir -p "$prefix/opt"
rm -rf "$opt.new"
cp -R "$here/panjpar" "$opt.new"
cp "$here/uninstall.sh" "$opt.new/uninstall.sh"
chmod 755 "$opt.new/uninstall.sh"
rm -rf "$opt"
mv "$opt.new" "$opt"

mkdir -p "$bin"
ln -sfn "$opt/panjpar" "$bin/panjpar"

# The menu entry points at the installed program, so it works even when ~/.local/bin is not on PATH.
mkdir -p "$data/applications"
sed -e "s|^Exec=.*|Exec=\"$opt/panjpar\" %f|" -e "/^Exec=/a TryExec=$opt/panjpar" \
    "$here/share/applications/panjpar.desktop" > "$data/applications/panjpar.desktop"
chmod 644 "$data/applications/panjpar.desktop"

for icon in "$here"/share/icons/hicolor/*/apps/panjpar.png; do
    size=$(basename "$(dirname "$(dirname "$icon")")")
    mkdir -p "$data/icons/hicolor/$size/apps"
    cp "$icon" "$data/icons/hicolor/$size/apps/panjpar.png"
done
touch "$data/icons/hicolor" 2>/dev/null || true

mkdir -p "$data/mime/packages"
cp "$here/share/mime/packages/panjpar.xml" "$data/mime/packages/panjpar.xml"

# Refresh the desktop's caches where the tools exist (they are optional).
if command -v update-mime-database >/dev/null 2>&1; then update-mime-database "$data/mime" >/dev/null 2>&1 || true; fi
if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database -q "$data/applications" 2>/dev/null || true; fi

echo "Panjpar is installed in $opt"
echo "Start it from your applications menu, or with: $bin/panjpar"
case ":$PATH:" in
    *":$bin:"*) ;;
    *) echo "($bin is not on your PATH: add it to run plain 'panjpar' in a terminal)" ;;
esac
