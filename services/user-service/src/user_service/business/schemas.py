"""The storefront's last-key answer: the version of the setup and menu, changed on every change."""

from pydantic import BaseModel


class LastKey(BaseModel):
    lastKey: str
