#!/usr/bin/env sh
# Makes public/fonts/amharic-word.woff2: the four letters of "አማርኛ" (the language switch on pages in
# other languages, src/web/global.css) from our Noto Sans Ethiopic, about 1 KB. Run again only if
# the word or the font package changes. Needs Debian's python3-fonttools and python3-brotli.
set -eu
cd "$(dirname "$0")/.."
/usr/bin/python3 -m fontTools.subset \
  node_modules/@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-400-normal.woff2 \
  --text="አማርኛ" --layout-features='*' --flavor=woff2 --output-file=public/fonts/amharic-word.woff2
