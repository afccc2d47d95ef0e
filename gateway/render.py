#!/usr/bin/env python3
"""Render the gateway's nginx configuration for a local (non-Docker) run.

    python3 gateway/render.py --out-dir DIR

reads the placeholder values from the environment (defaults below), writes
DIR/nginx.conf and DIR/includes/*, creates RUNTIME_DIR and nginx's temp
directories, and prints the absolute path of the rendered nginx.conf (and
nothing else) on stdout, so that a Procfile can do

    nginx -p "$RUNTIME_DIR" -c "$(python3 gateway/render.py --out-dir data/gateway)" -g 'daemon off;'

Only the names in PLACEHOLDERS are substituted, and only in their ${NAME}
form; nginx's own $lower_case variables are left alone. The Docker image
renders the same template with envsubst restricted to the same names
(deploy/docker/gateway.Dockerfile), so the two stay equivalent: includes are
copied verbatim in both and must not contain placeholders.

Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import ipaddress
import os
from pathlib import Path
import re
import shutil
import sys
from urllib.parse import urlsplit

GATEWAY_DIR = Path(__file__).resolve().parent
REPO_ROOT = GATEWAY_DIR.parent
TEMPLATE = GATEWAY_DIR / "nginx.conf.template"
INCLUDES_DIR = GATEWAY_DIR / "includes"
DEFAULT_OUT_DIR = REPO_ROOT / "data" / "gateway"

# Directories nginx writes temporary files to; all under RUNTIME_DIR.
TEMP_DIRS = ("client_body_temp", "proxy_temp", "fastcgi_temp", "uwsgi_temp", "scgi_temp")

_HOST_PORT = r"(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\]):\d{1,5}"
_SAFE_PATH = re.compile(r"^/[^\s;{}'\"$#\\]*$")
_ORIGIN = r"https?://(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?"
# Nothing, or origins separated by one space.
_ORIGINS = re.compile(rf"^(?:{_ORIGIN}(?: {_ORIGIN})*)?$")

# name -> (default, validation pattern or None for "absolute path").
# Defaults of None are computed in defaults() (they depend on the repo or out dir).
PLACEHOLDERS: dict[str, tuple[str | None, re.Pattern[str] | None]] = {
    # Loopback unless asked: a local stack is for this machine (the Docker image says 0.0.0.0).
    "GATEWAY_HOST": ("127.0.0.1", re.compile(r"^(?:\*|[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])$")),
    "GATEWAY_PORT": ("8080", re.compile(r"^\d{1,5}$")),
    "USER_SERVICE_ADDR": ("127.0.0.1:58001", re.compile(rf"^{_HOST_PORT}$")),
    # user-service's real-time process (the websocket); USER_SERVICE_ADDR unless given.
    "REALTIME_ADDR": (None, re.compile(rf"^{_HOST_PORT}$")),
    "ADMIN_SERVICE_ADDR": ("127.0.0.1:58002", re.compile(rf"^{_HOST_PORT}$")),
    "DNS_RESOLVER": ("127.0.0.11", re.compile(r"^[0-9A-Za-z.:\[\]_-]+(?: [0-9A-Za-z.:\[\]_-]+)*$")),
    "WEB_ROOT": (None, None),
    "MEDIA_ROOT": (None, None),
    "RUNTIME_DIR": (None, None),
    "MAX_UPLOAD_SIZE": ("10m", re.compile(r"^\d+[kKmMgG]?$")),
    # The websocket origin the CSP allows besides 'self'; from PUBLIC_URL unless given.
    "PUBLIC_WS_ORIGIN": (None, re.compile(r"^wss?://(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$")),
    # The shop's address in robots.txt and sitemap.xml (scheme and host); from PUBLIC_URL unless given.
    "PUBLIC_ORIGIN": (None, re.compile(r"^https?://(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$")),
    # Stripe's origins the CSP adds to script-src, connect-src and frame-src: none unless
    # card payment is configured; made by stripe_sources() unless given.
    "STRIPE_SCRIPT_SRC": (None, _ORIGINS),
    "STRIPE_CONNECT_SRC": (None, _ORIGINS),
    "STRIPE_FRAME_SRC": (None, _ORIGINS),
}
DEFAULT_PUBLIC_URL = "http://localhost:8080"
# Stripe itself (https://docs.stripe.com/security/guide#content-security-policy): Stripe.js and its
# card fields' frames from js.stripe.com, its API, and 3-D Secure's frames from hooks.stripe.com.
STRIPE_SOURCES = {
    "STRIPE_SCRIPT_SRC": "https://js.stripe.com",
    "STRIPE_CONNECT_SRC": "https://api.stripe.com",
    "STRIPE_FRAME_SRC": "https://js.stripe.com https://hooks.stripe.com",
}
PATH_NAMES = ("WEB_ROOT", "MEDIA_ROOT", "RUNTIME_DIR")

# ${UPPER_CASE} is ours; nginx's variables are lower case ($uri, ${request_id}).
PLACEHOLDER_RE = re.compile(r"\$\{([A-Z][A-Z0-9_]*)\}")


class RenderError(Exception):
    pass


def defaults(out_dir: Path) -> dict[str, str]:
    values = {name: default for name, (default, _) in PLACEHOLDERS.items() if default is not None}
    values["WEB_ROOT"] = str(REPO_ROOT / "web" / "dist")
    values["MEDIA_ROOT"] = str(REPO_ROOT / "data" / "media")
    values["RUNTIME_DIR"] = str(out_dir)
    return values


def public_origin(public_url: str) -> str:
    """http(s)://host[:port] of PUBLIC_URL (the host in lower case, no path)."""
    parts = urlsplit(public_url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise RenderError(f"PUBLIC_URL={public_url!r} is not an http:// or https:// address")
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    return f"{parts.scheme}://{host}{f':{parts.port}' if parts.port else ''}"


def websocket_origin(public_url: str) -> str:
    """ws://host[:port] for an http:// PUBLIC_URL, wss://host[:port] for an https:// one."""
    return "ws" + public_origin(public_url).removeprefix("http")


def stripe_sources(environ: dict[str, str]) -> dict[str, str]:
    """The origins the CSP opens to card payment. STRIPE_API_BASE set (localstripe): its origin,
    which serves the Stripe.js shim and answers its calls (the shim draws no frames); else, with
    STRIPE_PUBLISHABLE_KEY set (real keys): Stripe's own origins; else none. The gateway never
    needs the secret key: the publishable one is public anyway."""
    api_base = environ.get("STRIPE_API_BASE", "").strip()
    if api_base:
        try:
            origin = public_origin(api_base)
        except RenderError:
            raise RenderError(f"STRIPE_API_BASE={api_base!r} is not an http:// or https:// address") from None
        return {"STRIPE_SCRIPT_SRC": origin, "STRIPE_CONNECT_SRC": origin, "STRIPE_FRAME_SRC": ""}
    if environ.get("STRIPE_PUBLISHABLE_KEY", "").strip():
        return dict(STRIPE_SOURCES)
    return dict.fromkeys(STRIPE_SOURCES, "")


def resolvers_from_resolv_conf(path: str = "/etc/resolv.conf") -> str:
    """The nameservers of resolv.conf in nginx's resolver syntax (IPv6 in brackets)."""
    found = []
    try:
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                parts = line.split()
                if len(parts) >= 2 and parts[0] == "nameserver":
                    address = parts[1].split("%")[0]  # drop an IPv6 zone id
                    found.append(f"[{address}]" if ":" in address else address)
    except OSError as exc:
        raise RenderError(f"DNS_RESOLVER=auto but {path} cannot be read: {exc}") from exc
    if not found:
        raise RenderError(f"DNS_RESOLVER=auto but {path} lists no nameserver")
    return " ".join(found)


def collect_values(out_dir: Path, environ: dict[str, str]) -> dict[str, str]:
    values = defaults(out_dir)
    for name in PLACEHOLDERS:
        raw = environ.get(name, "").strip()
        if raw:
            values[name] = raw
    if values["DNS_RESOLVER"] == "auto":
        values["DNS_RESOLVER"] = resolvers_from_resolv_conf()
    public_url = environ.get("PUBLIC_URL", "").strip() or DEFAULT_PUBLIC_URL
    # A deployment without a real-time process of its own: user-service answers the websocket too.
    values.setdefault("REALTIME_ADDR", values["USER_SERVICE_ADDR"])
    if "PUBLIC_WS_ORIGIN" not in values:
        values["PUBLIC_WS_ORIGIN"] = websocket_origin(public_url)
    if "PUBLIC_ORIGIN" not in values:
        values["PUBLIC_ORIGIN"] = public_origin(public_url)
    for name, sources in stripe_sources(environ).items():
        values.setdefault(name, sources)
    for name in PATH_NAMES:
        # Relative paths are taken from the current directory; no trailing
        # slash (the template adds one where nginx needs it).
        path = os.path.abspath(values[name])
        if not _SAFE_PATH.match(path):
            raise RenderError(f"{name}={path!r}: use an absolute path without spaces, quotes, ';', '{{', '}}', '$' or '#'")
        values[name] = path
    for name, (_, pattern) in PLACEHOLDERS.items():
        if pattern is not None and not pattern.match(values[name]):
            raise RenderError(f"{name}={values[name]!r} is not a valid value")
    return values


def substitute(text: str, values: dict[str, str], source: str) -> str:
    unknown = sorted({m.group(1) for m in PLACEHOLDER_RE.finditer(text)} - set(values))
    if unknown:
        raise RenderError(f"{source}: unknown placeholder(s) {', '.join(unknown)}")
    return PLACEHOLDER_RE.sub(lambda m: values[m.group(1)], text)


def worker_user_directive() -> str:
    """A `user` line when we run as root, else nothing.

    A root master starts its workers as `nobody` unless told otherwise; they
    could then neither write the temp dirs we create here nor, perhaps, read
    the repository. Unprivileged masters ignore `user` (with a warning), so
    it is only emitted for root.
    """
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return ""
    import grp
    import pwd

    user = pwd.getpwuid(os.geteuid()).pw_name
    group = grp.getgrgid(os.getegid()).gr_name
    return f"# Added by render.py: the master runs as root; run the workers as the same user.\nuser {user} {group};\n\n"


def _write(path: Path, text: str) -> None:
    # Write-then-rename so a running nginx -s reload never sees half a file.
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def render(out_dir: Path, environ: dict[str, str] | None = None) -> Path:
    out_dir = Path(os.path.abspath(out_dir))
    values = collect_values(out_dir, dict(os.environ if environ is None else environ))

    out_dir.mkdir(parents=True, exist_ok=True)
    conf = worker_user_directive() + substitute(TEMPLATE.read_text(encoding="utf-8"), values, TEMPLATE.name)

    includes_out = out_dir / "includes"
    includes_out.mkdir(exist_ok=True)
    for include in sorted(INCLUDES_DIR.iterdir()):
        if not include.is_file():
            continue
        text = include.read_text(encoding="utf-8")
        if PLACEHOLDER_RE.search(text):
            # The Docker image copies includes verbatim; keep dev and Docker equal.
            raise RenderError(f"includes/{include.name} must not contain ${{...}} placeholders")
        shutil.copyfile(include, includes_out / include.name)

    conf_path = out_dir / "nginx.conf"
    _write(conf_path, conf)

    runtime_dir = Path(values["RUNTIME_DIR"])
    for name in TEMP_DIRS:
        (runtime_dir / name).mkdir(parents=True, exist_ok=True)

    try:
        Path(values["MEDIA_ROOT"]).mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"render.py: warning: cannot create MEDIA_ROOT {values['MEDIA_ROOT']}: {exc}", file=sys.stderr)
    if not (Path(values["WEB_ROOT"]) / "index.html").is_file():
        print(
            f"render.py: warning: {values['WEB_ROOT']}/index.html does not exist yet "
            "(build the web app: cd web && npm ci && npm run build)",
            file=sys.stderr,
        )
    _warn_unresolvable(values)
    return conf_path


def _warn_unresolvable(values: dict[str, str]) -> None:
    """Service names need a working DNS_RESOLVER; IP literals need none."""
    if values["DNS_RESOLVER"] != "127.0.0.11" or os.path.exists("/.dockerenv"):
        return
    for name in ("USER_SERVICE_ADDR", "REALTIME_ADDR", "ADMIN_SERVICE_ADDR"):
        host = values[name].rsplit(":", 1)[0].strip("[]")
        try:
            ipaddress.ip_address(host)
        except ValueError:
            print(
                f"render.py: warning: {name}={values[name]} is a name, resolved at run time through "
                "DNS_RESOLVER=127.0.0.11 (Docker's DNS); outside Docker use an IP address or DNS_RESOLVER=auto",
                file=sys.stderr,
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--out-dir",
        type=Path,
        default=DEFAULT_OUT_DIR,
        help=f"where nginx.conf and includes/ are written (default: {DEFAULT_OUT_DIR}); also the default RUNTIME_DIR",
    )
    args = parser.parse_args(argv)
    try:
        conf_path = render(args.out_dir)
    except (RenderError, OSError) as exc:
        print(f"render.py: error: {exc}", file=sys.stderr)
        return 1
    print(conf_path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
