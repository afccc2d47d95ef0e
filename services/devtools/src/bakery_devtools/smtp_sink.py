"""A local SMTP server that keeps every message as an .eml file a developer can open.

`bakery-smtp-sink --port 51025 --dir data/mail`
"""

import argparse
import asyncio
from email import message_from_bytes, policy
from email.message import EmailMessage
import os
from pathlib import Path
import signal
import time
import uuid

from aiosmtpd.controller import Controller


class MaildirHandler:
    def __init__(self, directory: Path) -> None:
        self.directory = directory
        directory.mkdir(parents=True, exist_ok=True)

    async def handle_DATA(self, server, session, envelope) -> str:
        name = f"{time.time_ns()}-{uuid.uuid4().hex[:8]}.eml"
        tmp = self.directory / f".{name}.tmp"
        tmp.write_bytes(envelope.original_content or envelope.content)
        os.replace(tmp, self.directory / name)  # whole files only: readers never see half a mail
        return "250 Message accepted"


def read_mails(directory: Path) -> list[EmailMessage]:
    """Every mail in the sink, oldest first."""
    files = sorted(p for p in directory.glob("*.eml"))
    return [message_from_bytes(p.read_bytes(), policy=policy.default) for p in files]  # type: ignore[misc]


def start_sink(directory: Path, host: str = "127.0.0.1", port: int = 0) -> Controller:
    controller = Controller(MaildirHandler(directory), hostname=host, port=port)
    controller.start()
    return controller


def main() -> None:
    parser = argparse.ArgumentParser(description="SMTP sink keeping mails as .eml files")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=51025)
    parser.add_argument("--dir", type=Path, default=Path("data/mail"))
    args = parser.parse_args()
    controller = start_sink(args.dir, args.host, args.port)
    print(f"SMTP sink on {args.host}:{args.port}, mails in {args.dir.resolve()}", flush=True)

    stop = asyncio.Event()

    async def wait() -> None:
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stop.set)
        await stop.wait()

    try:
        asyncio.run(wait())
    finally:
        controller.stop()


if __name__ == "__main__":
    main()
