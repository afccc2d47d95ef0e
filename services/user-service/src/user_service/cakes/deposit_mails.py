"""The mails of a custom cake's money: the deposit's receipt, the rest's, and the link to pay a rest
the saved card did not pay. The caller queues each in the step's transaction, so a mail is sent
only for what was saved."""

import html

from bakery_shared.cakes.follow import FollowKey
from bakery_shared.cakes.money import rest_of
from bakery_shared.mail import Mail
from bakery_shared.models import CakeQuote, CakeRequest, Order, RestPayment
from bakery_shared.money import ro_money
from bakery_shared.orders.notifications import format_moment
from bakery_shared.settings import Settings

from . import deposit_messages as m


def follow_link(settings: Settings, request: CakeRequest) -> str:
    """The request's private link, as its confirmation mail gave it (opens with no account)."""
    return f"{settings.public_url}{FollowKey.of(settings.jwt_secret, request.id).path}"


def _mail(request: CakeRequest, subject: str, text: str, purpose: str) -> Mail:
    body = "".join(f"<p>{html.escape(part)}</p>" for part in text.split("\n\n"))
    return Mail(to=request.contact_email, subject=subject, html=body, text=text, purpose=purpose)


def _common(settings: Settings, request: CakeRequest, quote: CakeQuote) -> dict[str, str]:
    return {
        "name": request.contact_name,
        "moment": format_moment(request.event_moment),
        "price": ro_money(quote.price),
        "rest": ro_money(rest_of(quote.price, quote.deposit_amount)),
        "link": follow_link(settings, request),
    }


def deposit_receipt(settings: Settings, request: CakeRequest, quote: CakeQuote, order: Order, hours: int) -> Mail:
    how = m.REST_CARD_AUTO.format(hours=hours) if request.rest_payment == RestPayment.CARD_AUTO else m.REST_AT_PICKUP
    text = m.RECEIPT_TEXT.format(
        **_common(settings, request, quote), deposit=ro_money(quote.deposit_amount), number=order.order_number, how=how
    )
    return _mail(request, m.RECEIPT_SUBJECT, text, "cake_deposit_receipt")


def rest_receipt(settings: Settings, request: CakeRequest, quote: CakeQuote) -> Mail:
    text = m.REST_RECEIPT_TEXT.format(**_common(settings, request, quote))
    return _mail(request, m.REST_RECEIPT_SUBJECT, text, "cake_rest_receipt")


def rest_unpaid(settings: Settings, request: CakeRequest, quote: CakeQuote, why: str) -> Mail:
    text = m.REST_UNPAID_TEXT.format(**_common(settings, request, quote), why=why)
    return _mail(request, m.REST_UNPAID_SUBJECT, text, "cake_rest_unpaid")


def late_deposit_refunded(settings: Settings, request: CakeRequest, quote: CakeQuote) -> Mail:
    text = m.LATE_DEPOSIT_TEXT.format(**_common(settings, request, quote), deposit=ro_money(quote.deposit_amount))
    return _mail(request, m.LATE_DEPOSIT_SUBJECT, text, "cake_deposit_refunded")
