"""The text a reader of the PDF sees, read back the way a viewer does: each font's ToUnicode map
turns the glyph ids of the page streams into letters (fpdf2 writes embedded TrueType text as
two-byte glyph ids). Enough for fpdf2's own output; no PDF library needed."""

import re
import zlib

_OBJECT = re.compile(rb"(\d+) 0 obj(.*?)endobj", re.S)
_STREAM = re.compile(rb"stream\r?\n(.*?)\r?\nendstream", re.S)
_ESCAPES = {b"n": b"\n", b"r": b"\r", b"t": b"\t", b"b": b"\b", b"f": b"\f"}
# "/F1 9.50 Tf", "(...) Tj", "<...> Tj", "[(...) 120 (...)] TJ"
_TOKEN = re.compile(rb"/(F\d+)\s+[\d.]+\s+Tf|\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f]*>|\]\s*TJ|Tj", re.S)


def _stream(body: bytes) -> bytes:
    found = _STREAM.search(body)
    if not found:
        return b""
    raw = found.group(1)
    return zlib.decompress(raw) if b"FlateDecode" in body[: body.find(b"stream")] else raw


def _literal(token: bytes) -> bytes:
    out, index, inner = bytearray(), 0, token[1:-1]
    while index < len(inner):
        char = inner[index : index + 1]
        if char == b"\\":
            following = inner[index + 1 : index + 2]
            if following.isdigit():
                octal = re.match(rb"[0-7]{1,3}", inner[index + 1 :]).group(0)
                out.append(int(octal, 8))
                index += 1 + len(octal)
                continue
            out += _ESCAPES.get(following, following)
            index += 2
            continue
        out += char
        index += 1
    return bytes(out)


def _cmap(text: bytes) -> dict[int, str]:
    mapping: dict[int, str] = {}
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", text, re.S):
        for cid, uni in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block):
            mapping[int(cid, 16)] = bytes.fromhex(uni.decode()).decode("utf-16-be")
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", text, re.S):
        for start, end, uni in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block):
            first = int(uni, 16)
            for offset, cid in enumerate(range(int(start, 16), int(end, 16) + 1)):
                mapping[cid] = chr(first + offset)
    return mapping


def pdf_text(data: bytes) -> str:
    objects = {int(number): body for number, body in _OBJECT.findall(data)}
    fonts: dict[bytes, dict[int, str]] = {}
    for body in objects.values():
        for name, number in re.findall(rb"/(F\d+)\s+(\d+) 0 R", body):
            to_unicode = re.search(rb"/ToUnicode (\d+) 0 R", objects.get(int(number), b""))
            if to_unicode:
                fonts[name] = _cmap(_stream(objects[int(to_unicode.group(1))]))
    chunks, font, pending = [], {}, []
    for number in sorted(objects):
        content = _stream(objects[number])
        if b" Tf" not in content:
            continue
        for token in _TOKEN.finditer(content):
            piece = token.group(0)
            if token.group(1):
                font = fonts.get(token.group(1), {})
            elif piece.startswith((b"(", b"<")):
                raw = _literal(piece) if piece.startswith(b"(") else bytes.fromhex(piece[1:-1].decode())
                pending.append("".join(font.get(int.from_bytes(raw[i : i + 2], "big"), "?") for i in range(0, len(raw), 2)))
            else:
                chunks.append("".join(pending))
                pending = []
    return "\n".join(chunks)
