"""A newsletter to send (subject, content, image, couponCode, as the specification names them), its
preview and progress, and the subscribers list."""

from datetime import datetime
from typing import Annotated, Any

from pydantic import BaseModel, Field

from bakery_shared.rules.text import TEXT_TOO_LONG, optional, required

from . import messages as m


def _required(message: str, limit: int, *, one_line: bool = False):
    """Only a text counts: a number sent as the subject is NOT_TEXT, not a missing subject."""
    return required(message, limit, too_long_message=TEXT_TOO_LONG, text_only=True, one_line=one_line)


class NewsletterIn(BaseModel):
    # The subject is every mail's Subject header: one line.
    subject: Annotated[Any, _required(m.SUBJECT_REQUIRED, 200, one_line=True)] = Field(
        default=None, json_schema_extra={"type": "string", "minLength": 1, "maxLength": 200}
    )
    content: Annotated[Any, _required(m.CONTENT_REQUIRED, 20000)] = Field(
        default=None, json_schema_extra={"type": "string", "minLength": 1, "maxLength": 20000}
    )
    image: Annotated[Any, _required(m.IMAGE_REQUIRED, 300)] = Field(
        default=None, json_schema_extra={"type": "string", "minLength": 1, "maxLength": 300}
    )
    couponCode: Annotated[str | None, optional()] = Field(default=None, max_length=40)

    model_config = {"validate_default": True}


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
