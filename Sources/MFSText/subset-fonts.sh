#!/bin/sh
# Makes the Inter subsets the engine measures with and the site serves,
# Sources/MFSText/Fonts/Inter-{Regular,Medium,SemiBold,Bold}.woff2, and their
# licence OFL.txt, from Debian 12's fonts-inter (4.0~beta7) with Debian 12's
# fontTools (python3-fonttools 4.38.0, python3-brotli 1.0.9):
#
#   apt-get install fonts-inter python3-fonttools python3-brotli
#   Sources/MFSText/subset-fonts.sh
#
# The files are committed (see docs/theming.md, "Fonts"): run this only to change the
# character set, then run the MFSText tests (coverage, equivalence with the
# full files, Chromium conformance). Same inputs, same bytes.
set -eu
cd "$(dirname "$0")/Fonts"
source=/usr/share/fonts/opentype/inter
# Latin-1 (with Basic Latin), Latin Extended-A, Cyrillic, General Punctuation,
# then the few others the articles and screens use: euro, rouble, numero,
# arrows, the footnote back-link's hook arrow, minus, check mark.
unicodes="U+0000-00FF,U+0100-017F,U+0400-04FF,U+2000-206F,U+20AC,U+20BD,U+2116,U+2190-2195,U+21A9,U+2212,U+2713"
for weight in Regular Medium SemiBold Bold; do
    # Every OpenType feature is kept: HarfBuzz's defaults (kern, mark, calt,
    # locl, ...) that the engine and Chromium shape screens with, and the
    # cv11, ss01 and tnum the prose asks for. Hinting and glyph widths are untouched.
    /usr/bin/python3 -m fontTools.subset "$source/Inter-$weight.otf" --unicodes="$unicodes" \
        --layout-features='*' --flavor=woff2 --output-file="Inter-$weight.woff2"
done
# The licence, as Debian ships it (the OFL text in its copyright file, no Reserved Font Name).
{
    echo "Copyright (c) 2016-2022 The Inter Project Authors (https://github.com/rsms/inter)"
    echo
    echo "This Font Software is licensed under the SIL Open Font License, Version 1.1."
    echo "These files are subsets of Debian's fonts-inter $(dpkg-query -W -f '${Version}' fonts-inter), made by subset-fonts.sh."
    echo
    sed -n '/^License: OFL-1.1$/,/^$/p' /usr/share/doc/fonts-inter/copyright | sed '1d;$d;s/^ //;s/^\.$//'
} > OFL.txt
ls -l Inter-*.woff2 | awk '{ total += $5; print $5, $9 } END { print total, "bytes in all" }'
