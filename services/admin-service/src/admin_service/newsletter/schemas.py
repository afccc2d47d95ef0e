"""A newsletter to send (SPEC §3 Newsletter send: subject, content, image, couponCode), its
preview and progress, and the subscribers list."""

from datetime import datetime
from typing import Any

from pydantic import BaseModel, Field, field_validator

from bakery_shared.errors import NOT_TEXT, rule_error

from . import messages as m


def _required(message: str, max_length: int):
    def check(value: Any) -> str:
        if value is None or (isinstance(value, str) and not value.strip()):
            raise rule_error(message)
        if not isinstance(value, str):
            raise rule_error(NOT_TEXT)
        if len(value.strip()) > max_length:
            raise rule_error(m.TEXT_TOO_LONG)
        return value.strip()

    return check


class NewsletterIn(BaseModel):
    subject: Any = Field(default=None, json_schema_extra={"type": "string", "minLength": 1, "maxLength": 200})
    content: Any = Field(default=None, json_schema_extra={"type": "string", "minLength": 1, "maxLength": 20000})
    image: Any = Field(default=None, json_schema_extra={"type": "string", "minLength": 1, "maxLength": 300})
    couponCode: str | None = Field(default=None, max_length=40)

    model_config = {"validate_default": True}

    @field_validator("subject", mode="before")
    @classmethod
    def _subject(cls, value: Any) -> str:
        return _required(m.SUBJECT_REQUIRED, 200)(value)

    @field_validator("content", mode="before")
    @classmethod
    def _content(cls, value: Any) -> str:
        return _required(m.CONTENT_REQUIRED, 20000)(value)

    @field_validator("image", mode="before")
    @classmethod
    def _image(cls, value: Any) -> str:
        return _required(m.IMAGE_REQUIRED, 300)(value)

    @field_validator("couponCode", mode="before")
    @classmethod
    def _code(cls, value: Any) -> str | None:
        if value is None:
            return None
        if not isinstance(value, str):
            raise rule_error(NOT_TEXT)
        return value.strip() or None


class Preview(BaseModel):
    subject: str
    html: str
    text: str


class SendProgress(BaseModel):
    id: int
    subject: str
    couponCode: str | None
    image: str | None
    createdAt: datetime
    recipients: int
    sent: int
    waiting: int
    failed: int


class Queued(BaseModel):
    id: int
    message: str
    recipients: int


class SubscriberOut(BaseModel):
    email: str
    # CONFIRMED, WAITING (not confirmed yet), UNSUBSCRIBED
    status: str
    source: str | None
    subscribedAt: datetime
    consentAt: datetime | None
    confirmedAt: datetime | None
    unsubscribedAt: datetime | None
