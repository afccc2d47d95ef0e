"""Password hashing with argon2id (pwdlib)."""

import asyncio

from pwdlib import PasswordHash
from pwdlib.hashers.argon2 import Argon2Hasher

_hasher = PasswordHash((Argon2Hasher(),))


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password: str, password_hash: str) -> bool:
    return _hasher.verify(password, password_hash)


async def hash_password_async(password: str) -> str:
    # argon2 is deliberately slow: keep it off the event loop.
    return await asyncio.to_thread(hash_password, password)
