"""Double opt-in: subscribing mails a confirmation link (nothing else is ever sent to an address
that has not confirmed); confirming records it and, when a newsletter promotion is on, mails a
personal code valid validityInDays and usable once; every newsletter carries a one-click
unsubscribe link, and subscribing again starts over. Consent is kept with its time and source.
Mails go through the durable queue, in the request's transaction."""

from datetime import timedelta
import secrets

from redis.asyncio import Redis
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.clock import Clock
from bakery_shared.errors import BadRequest, ValidationFailed
from bakery_shared.mail.mailer import render_mail
from bakery_shared.mail.queue import queue_mail
from bakery_shared.models import NewsletterSubscriber, PersonalCoupon
from bakery_shared.newsletter.links import unsubscribe_headers, unsubscribe_page
from bakery_shared.settings import Settings

from ..auth.limits import SUBSCRIBE_PER_ADDRESS, SUBSCRIBE_PER_CLIENT, AbuseLimiter
from . import messages as m
from .links import CONFIRM_PAGE, digest, email_of_token, new_link_token
from .repository import NewsletterRepository
from .schemas import Confirmed, SubscribeIn

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def personal_code() -> str:
    return "NL-" + "".join(secrets.choice(CODE_ALPHABET) for _ in range(8))


class NewsletterService:
    def __init__(self, session: AsyncSession, *, settings: Settings, clock: Clock, redis: Redis) -> None:
        self.session = session
        self.newsletter = NewsletterRepository(session)
        self.settings = settings
        self.clock = clock
        self.redis = redis

    async def subscribe(self, data: SubscribeIn, client: str) -> None:
        """The same answer whatever the address's state, so the form tells nobody who subscribed."""
        if data.source == "footer" and not data.consent:
            raise ValidationFailed.because(m.CONSENT_REQUIRED, "consent")
        await AbuseLimiter(self.redis, self.settings).hit((SUBSCRIBE_PER_CLIENT, client), (SUBSCRIBE_PER_ADDRESS, data.email))
        now = self.clock.now()
        subscriber = await self.newsletter.subscriber(data.email, for_update=True)
        if subscriber is not None and subscriber.confirmed_at is not None and subscriber.unsubscribed_at is None:
            return  # already receiving it: nothing to confirm again
        token, token_hash = new_link_token()
        if subscriber is None:
            subscriber = NewsletterSubscriber(email=data.email, subscribed_at=now)
            self.newsletter.add(subscriber)
        # Subscribing again (after unsubscribing, or before confirming) starts the opt-in over.
        subscriber.subscribed_at = now
        subscriber.unsubscribed_at = None
        subscriber.confirmed_at = None
        subscriber.consent = True
        subscriber.consent_at = now
        subscriber.source = data.source
        subscriber.confirm_token_hash = token_hash
        try:
            async with self.session.begin_nested():
                await self.session.flush()
        except IntegrityError:  # the same address subscribing twice at once: the other one won
            return
        link = f"{self.settings.public_url.rstrip('/')}{CONFIRM_PAGE}?token={token}"
        queue_mail(self.session, render_mail("newsletter_confirm", to=data.email, subject=m.CONFIRM_SUBJECT, link=link), now)

    async def confirm(self, token: str) -> Confirmed:
        subscriber = await self.newsletter.by_confirm_token(digest(token))
        if subscriber is None or subscriber.unsubscribed_at is not None:
            raise BadRequest(m.CONFIRM_LINK_INVALID, errors={"token": m.CONFIRM_LINK_INVALID})
        now = self.clock.now()
        subscriber.confirmed_at = now
        subscriber.confirm_token_hash = None
        code = await self._personal_coupon(subscriber.email)
        await self.session.flush()
        return Confirmed(message=m.CONFIRMED_WITH_COUPON if code else m.CONFIRMED, couponCode=code)

    async def _personal_coupon(self, email: str) -> str | None:
        """The newsletter promotion's code for this address: made once, mailed with its terms."""
        today = self.clock.today()
        promotion = await self.newsletter.newsletter_promotion(today)
        if promotion is None or await self.newsletter.coupon_of(promotion.id, email) is not None:
            return None
        valid_until = today + timedelta(days=promotion.validity_in_days or 0)
        coupon = PersonalCoupon(promotion_id=promotion.id, email=email, code=personal_code(), valid_until=valid_until)
        self.newsletter.add(coupon)
        if promotion.discount_percentage:
            discount = f"{promotion.discount_percentage.normalize():f}%"
        else:
            discount = f"{promotion.discount_amount or 0:.2f} RON".replace(".", ",")
        secret = self.settings.jwt_secret
        mail = render_mail(
            "newsletter_coupon",
            to=email,
            subject=m.COUPON_SUBJECT,
            coupon_code=coupon.code,
            discount=discount,
            valid_until=valid_until.strftime("%d-%m-%Y"),
            unsubscribe_url=unsubscribe_page(self.settings.public_url, secret, email),
            headers=unsubscribe_headers(self.settings.public_url, secret, email),
        )
        queue_mail(self.session, mail, self.clock.now())
        return coupon.code

    async def unsubscribe(self, token: str) -> None:
        email = email_of_token(self.settings.jwt_secret, token)
        if email is None:
            raise BadRequest(m.UNSUBSCRIBE_LINK_INVALID, errors={"token": m.UNSUBSCRIBE_LINK_INVALID})
        subscriber = await self.newsletter.subscriber(email, for_update=True)
        if subscriber is not None and subscriber.unsubscribed_at is None:
            subscriber.unsubscribed_at = self.clock.now()
            subscriber.confirm_token_hash = None
            await self.session.flush()
