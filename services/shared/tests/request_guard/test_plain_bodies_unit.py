"""The guard reads a JSON body's bytes first and decodes only a body that could hold a refused
string, so a checkout's body is no longer decoded twice (once by the guard, once by the route).
Whatever the body, it finds what decoding it and walking every string finds."""

import json
import random

import pytest

from bakery_shared.request_guard import MAX_TEXT, _bad_field, _first_bad_field

# Characters of every kind a refusal depends on: plain, Romanian, the controls, DEL, the
# surrogates, and beyond the BMP.
_CHARACTERS = 'aZ9 ăȚ€\t\n\r\x00\x01\x1f\x7f\x80\ud800\udfff\U0001f370"\\'


def _text(rng: random.Random) -> str:
    return "".join(rng.choice(_CHARACTERS) for _ in range(rng.randint(0, 8)))


def _document(rng: random.Random, depth: int = 0):
    kind = rng.randint(0, 5 if depth < 3 else 3)
    if kind <= 1:
        return _text(rng)
    if kind == 2:
        return rng.choice([None, True, 7, -1.5])
    if kind == 3:
        return _text(rng) if rng.random() < 0.5 else rng.randint(0, 99)
    if kind == 4:
        return [_document(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    return {_text(rng): _document(rng, depth + 1) for _ in range(rng.randint(0, 4))}


@pytest.mark.parametrize("seed", range(8))
def test_a_body_read_from_its_bytes_is_judged_as_when_decoded(seed):
    rng = random.Random(seed)
    for _ in range(300):
        document = _document(rng)
        for ascii_only in (True, False):
            body = json.dumps(document, ensure_ascii=ascii_only).encode("utf-8", "surrogatepass")
            # Judged on what the body decodes to (two lone halves side by side decode to one character).
            assert _first_bad_field(body) == _bad_field(json.loads(body)), body


def test_what_the_bytes_alone_cannot_clear_is_still_refused():
    refused = {
        b'{"a": "x\\u0000"}': "a",  # an escape
        b'{"a": "x\x7f"}': "a",  # DEL, which JSON lets through unescaped
        b'{"a": "x\xed\xa0\x80"}': "a",  # UTF-8 of a lone surrogate
        b'{"a": "' + b"x" * (MAX_TEXT + 1) + b'"}': "a",  # too long
    }
    for body, field in refused.items():
        assert _first_bad_field(body) is not None and _first_bad_field(body)[0] == field, body
    # Not JSON (a raw control character in a string): left to the route, which answers 400.
    assert _first_bad_field(b'{"a": "x\x01"}') is None
    assert _first_bad_field('{"nume": "Ană Țepeș", "n": [1, 2.5, null]}'.encode()) is None
