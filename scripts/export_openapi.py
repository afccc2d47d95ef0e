#!/usr/bin/env python3
"""Write the OpenAPI documents of user-service and admin-service as JSON files, for the web app's
generated types (web: `npm run api-types`).

    .venv/bin/python scripts/export_openapi.py OUT_DIR   writes OUT_DIR/user-service.json and
                                                         OUT_DIR/admin-service.json

Building an app opens no database or Redis connection, so this runs without the stack. Keys are
sorted and the files end with a newline so that the same backend always gives the same bytes.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
import sys

from admin_service.main import create_app as create_admin_app
from bakery_shared.settings import Settings
from user_service.main import create_app as create_user_app

# Only the schemas matter here; the secret just has to pass the settings' checks.
SETTINGS = Settings(environment="test", jwt_secret="x" * 40)

APPS = {
    "user-service": create_user_app,
    "admin-service": create_admin_app,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out_dir", type=Path, help="folder to write <service>.json into (created if missing)")
    args = parser.parse_args(argv)

    args.out_dir.mkdir(parents=True, exist_ok=True)
    for name, create_app in APPS.items():
        document = create_app(SETTINGS).openapi()
        path = args.out_dir / f"{name}.json"
        path.write_text(json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
