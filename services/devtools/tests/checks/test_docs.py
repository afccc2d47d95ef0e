"""The README is the front door and docs/ holds the rest: these checks keep them true to the tree.
Every link between the documents reaches a file and a heading that exist (sections move between
files, and a link left behind sends a reader nowhere), every setting the services read is in
docs/configuration.md, every file the documents name as a path exists, and the README shows the
command CI runs while staying short enough to read at the door."""

from pathlib import Path
import re
import unicodedata

import pytest

from bakery_shared.settings import Settings

ROOT = Path(__file__).resolve().parents[4]
README = ROOT / "README.md"
DOCUMENTS = sorted(
    [README, ROOT / "SECURITY.md", ROOT / "web" / "README.md", *(ROOT / "docs").rglob("*.md")],
    key=lambda path: str(path),
)
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^(```|~~~).*?^\1", re.S | re.M)


def prose(path: Path) -> str:
    """The document without its code blocks (a link inside one is an example, not a link)."""
    return FENCE.sub("", path.read_text(encoding="utf-8"))


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"`|\*\*|\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip()).lower()
    kept = "".join(c for c in text if c in " -_" or unicodedata.category(c)[0] in "LN")
    return kept.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    found: set[str] = set()
    for line in prose(path).splitlines():
        heading = re.match(r"#{1,6} (.+)", line)
        if heading:
            base = slug(heading.group(1))
            anchor, n = base, 0
            while anchor in found:  # GitHub numbers a repeated heading: name, name-1, name-2
                n += 1
                anchor = f"{base}-{n}"
            found.add(anchor)
    return found


def test_slugs_are_the_ones_github_makes():
    assert slug("Plata online cu cardul (Stripe)") == "plata-online-cu-cardul-stripe"
    assert slug("What `make run` does") == "what-make-run-does"
    assert slug("The demo bakery's past, or an empty shop") == "the-demo-bakerys-past-or-an-empty-shop"
    assert slug("When Postgres, Redis or SMTP is down") == "when-postgres-redis-or-smtp-is-down"


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: str(path.relative_to(ROOT)))
def test_every_link_reaches_a_file_and_a_heading(document: Path):
    broken = []
    for target in LINK.findall(prose(document)):
        if re.match(r"[a-z]+:", target):  # http(s), mailto: outside the tree
            continue
        file_part, _, anchor = target.partition("#")
        linked = (document.parent / file_part).resolve() if file_part else document
        if not linked.is_relative_to(ROOT):
            continue  # the spec beside the repository, not part of it
        if not linked.exists():
            broken.append(f"{target}: no such file")
        elif anchor and linked.suffix == ".md" and anchor not in anchors(linked):
            broken.append(f"{target}: no heading with that anchor in {linked.relative_to(ROOT)}")
    assert broken == []


def test_every_setting_of_the_services_is_documented():
    documented = set(re.findall(r"`([A-Z][A-Z0-9_]+)`", (ROOT / "docs" / "configuration.md").read_text()))
    missing = sorted(name.upper() for name in Settings.model_fields if name.upper() not in documented)
    assert missing == []


# A path in backquotes that starts at the top of the tree, with no placeholder in it.
PATH = re.compile(r"`((?:services|scripts|bench|gateway|deploy|web|docs)/[\w./-]+)`")


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: str(path.relative_to(ROOT)))
def test_every_file_a_document_names_exists(document: Path):
    named = {path.rstrip("/.") for path in PATH.findall(prose(document))}
    # Written by a command, never committed: the picture's script and the Lighthouse reports.
    generated = {"docs/dashboard-admin-statistics-sales.png", "web/lighthouse-reports"}
    # From the top of the tree, or from the document's folder (web/README.md names web/scripts/...).
    missing = sorted(path for path in named - generated if not (ROOT / path).exists() and not (document.parent / path).exists())
    assert missing == []


def test_the_readme_is_a_front_door_showing_the_command_ci_runs():
    text = README.read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text()
    command = [line for line in ci.splitlines() if line and not line.startswith(("#", "set ", "cd "))]
    assert command == ["make test"]
    assert "make test" in text and "make run" in text
    assert len(text.splitlines()) <= 350
    for topic in ("architecture", "configuration", "operations", "payments", "benchmarks", "development"):
        assert f"](docs/{topic}.md)" in text, topic
