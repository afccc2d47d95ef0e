"""The rest of a cake paid "automatically": charged off-session from the saved card once the event
is within the owner's hours, once. A card that needs the customer (3-D Secure) leaves the rest
unpaid: the customer is mailed a link to pay online, the panel is told, and paying it online works."""

from decimal import Decimal

from bakery_devtools.testing.cakes_money import GOOD_CARD, THREE_D_SECURE_CARD, confirm_card_setup
from bakery_devtools.testing.payments import authenticate
from bakery_shared.models import CakePaymentPurpose, CardPaymentState, CardStep
from user_service.cakes import deposit_messages as m


async def paid_with(cakes, customer, request, number: str) -> None:
    """Accept with the rest charged automatically and pay the deposit (3-D Secure passed if asked)."""
    checked = (await customer.pay_deposit(request.quotes[-1].id, number, rest="CARD_AUTO")).json()
    if checked.get("clientSecret"):
        secret = checked["clientSecret"]
        await authenticate(cakes.settings, secret.split("_secret_")[0], secret, success=True)
        checked = (await customer.check()).json()
    assert checked["status"] == "ACCEPTED", checked


async def test_the_rest_is_charged_once_from_the_saved_card_within_the_hours(cakes, mailbox):
    far, far_customer = await cakes.quoted(days=20, key="alta-cheie-privata-0123456789", contact_email="ion@example.ro")
    await paid_with(cakes, far_customer, far, GOOD_CARD)
    near, customer = await cakes.quoted(days=1)
    await paid_with(cakes, customer, near, GOOD_CARD)

    outcome = await cakes.reconcile()
    again = await cakes.reconcile()

    assert outcome["cake:rest-paid"] == 1 and again["cake:rest-paid"] == 0
    saved = await cakes.read(near.id)
    (rest,) = [p for p in saved.payments if p.purpose == CakePaymentPurpose.REST]
    assert rest.card_state == CardPaymentState.CAPTURED and rest.captured_amount == Decimal("280.00")
    assert [(r.step, r.amount) for r in rest.records] == [
        (CardStep.AUTHORIZATION, Decimal("280.00")),
        (CardStep.CAPTURE, Decimal("280.00")),
    ]
    assert saved.rest_unpaid_at is None
    assert [mailbox.text_of(x).count("280,00 RON") > 0 for x in mailbox.messages(to="ana@example.ro")] == [True, True]
    # The cake of 20 days from now is not charged yet.
    assert [p.purpose for p in (await cakes.read(far.id)).payments] == [CakePaymentPurpose.DEPOSIT]


async def test_a_rest_that_needs_authentication_is_flagged_mailed_and_payable_online(cakes, mailbox):
    request, customer = await cakes.quoted(days=1)
    await paid_with(cakes, customer, request, THREE_D_SECURE_CARD)
    events_before = await cakes.events("CAKE_REQUEST", id=request.id)

    outcome = await cakes.reconcile()

    assert outcome["cake:rest-needs-customer"] == 1
    saved = await cakes.read(request.id)
    assert saved.rest_unpaid_at is not None
    assert saved.changes[-1].message == m.REST_UNPAID_NOTE
    assert await cakes.events("CAKE_REQUEST", id=request.id) == events_before + 1
    (unpaid,) = [x for x in mailbox.messages(to="ana@example.ro") if x["Subject"] == m.REST_UNPAID_SUBJECT]
    text = mailbox.text_of(unpaid)
    assert f"http://shop.test/tort/{request.id}?cheie=" in text and "280,00 RON" in text
    assert (await cakes.reconcile())["cake:rest-needs-customer"] == 0  # never charged twice

    card = await customer.pay_rest()
    assert card.status_code == 200, card.text
    assert card.json()["restAmount"] == "280.00"
    await confirm_card_setup(cakes.settings, card.json()["clientSecret"], GOOD_CARD)
    checked = await customer.check()

    assert checked.status_code == 200, checked.text
    assert (checked.json()["purpose"], checked.json()["state"]) == ("REST", "CAPTURED")
    saved = await cakes.read(request.id)
    assert saved.rest_unpaid_at is None
    assert (await customer.pay_rest()).json()["message"] == m.REST_PAID
