"""Subscribing (footer form and popup), confirming and unsubscribing."""

from typing import Literal

from pydantic import BaseModel

from bakery_shared.rules.account import TOKEN_SCHEMA, LinkToken
from bakery_shared.rules.email import EMAIL_SCHEMA, EmailAddress
from bakery_shared.schemas import document


class SubscribeIn(BaseModel):
    email: EmailAddress = ""
    # The footer form's terms checkbox; the popup's subscribe button is the consent itself.
    consent: bool | None = None
    source: Literal["footer", "popup", "checkout"] = "footer"

    model_config = {"validate_default": True, "json_schema_extra": document("email", email=EMAIL_SCHEMA)}


class TokenIn(BaseModel):
    token: LinkToken = ""

    model_config = {"validate_default": True, "json_schema_extra": document("token", token=TOKEN_SCHEMA)}


class NewsletterAnswer(BaseModel):
    message: str


class Confirmed(BaseModel):
    message: str
    # The personal code of the newsletter promotion, when one is on (also mailed).
    couponCode: str | None = None
