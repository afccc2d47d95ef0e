#!/usr/bin/env python3
"""Make the first-screen slices of the two web fonts, in src/assets/fonts/ (see src/styles/fonts.css):

- {family}-ro-wght-normal.woff2: the Romanian letters ă Ă ș Ș ț Ț (and the cedilla forms ş ţ
  old keyboards type), which live in the 35 KB latin-ext file of each family (about 4 KB);
- {family}-core-wght-normal.woff2: the part of the latin file that Romanian text and this site
  use (ASCII, â î, Romanian quotes and dashes, €, the site's symbols), about 25 KB instead of 37.

index.html preloads both of each family; the full latin and latin-ext files stay as fallbacks
for other letters (é, ü in a product name) and load only when such a letter shows. The variable
wght axis is kept. Run after upgrading @fontsource-variable/*, from web/:

    python3 -m venv /tmp/fontvenv && /tmp/fontvenv/bin/pip install fonttools brotli
    /tmp/fontvenv/bin/python scripts/subset-fonts.py

The fonts are under the SIL Open Font License 1.1 (src/assets/fonts/OFL-*.txt).
"""

from pathlib import Path
import subprocess
import sys

WEB = Path(__file__).resolve().parent.parent
ROMANIAN = "U+0102-0103,U+015E-015F,U+0162-0163,U+0218-021B"
# Keep in step with the unicode-range of the core faces in src/styles/fonts.css.
CORE = (
    "U+0020-007E,U+00A0,U+00A7,U+00A9,U+00AB,U+00B0,U+00B1,U+00B7,U+00BB,U+00C2,U+00CE,U+00D7,"
    "U+00E2,U+00EE,U+2013-2014,U+2018-201E,U+2022,U+2026,U+2039-203A,U+20AC,U+2192,U+2212"
)
SLICES = (("ro", "latin-ext", ROMANIAN), ("core", "latin", CORE))

for family in ("nunito", "fraunces"):
    for name, source_subset, unicodes in SLICES:
        source = WEB / "node_modules" / "@fontsource-variable" / family / "files" / f"{family}-{source_subset}-wght-normal.woff2"
        target = WEB / "src" / "assets" / "fonts" / f"{family}-{name}-wght-normal.woff2"
        subprocess.run(
            [sys.executable, "-m", "fontTools.subset", str(source), f"--unicodes={unicodes}", "--flavor=woff2",
             "--layout-features=*", f"--output-file={target}"],
            check=True,
        )
        print(f"{target.relative_to(WEB)}: {target.stat().st_size} bytes")
