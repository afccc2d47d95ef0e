"""`bakery-migrate`: bring the database schema to the latest (or a given) revision."""

import argparse
import logging

from alembic import command
from alembic.config import Config


def make_config(database_url: str | None = None) -> Config:
    """Alembic config built in code, so it works from any folder and from an installed wheel."""
    config = Config()
    config.set_main_option("script_location", "bakery_shared:migrations")
    if database_url is not None:
        config.attributes["database_url"] = database_url
    return config


def upgrade_to_head(database_url: str) -> None:
    """Plain sync on purpose: env.py runs its own event loop, so from async code call it via
    `await asyncio.to_thread(upgrade_to_head, url)`."""
    command.upgrade(make_config(database_url), "head")


def downgrade_to_base(database_url: str) -> None:
    command.downgrade(make_config(database_url), "base")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="bakery-migrate", description=__doc__)
    parser.add_argument("revision", nargs="?", default="head", help="target revision (default: head)")
    parser.add_argument("--downgrade", action="store_true", help="go down to the revision instead of up")
    parser.add_argument("--sql", action="store_true", help="print the SQL instead of running it")
    args = parser.parse_args(argv)

    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s %(message)s")
    config = make_config()
    if args.downgrade:
        command.downgrade(config, args.revision, sql=args.sql)
    else:
        command.upgrade(config, args.revision, sql=args.sql)


if __name__ == "__main__":
    main()
