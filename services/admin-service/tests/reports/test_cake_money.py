"""Custom cakes in the owner's reports: a deposit and a rest charged online count on the day each
was captured, a refund is taken off on its day, a rest paid at the counter counts on the day the
cake was delivered, and the cake's order (which holds the whole price) never counts its total a
second time: not in the sales figures, not in the chart, not on the customer's line."""

from datetime import datetime
from decimal import Decimal
from itertools import count
import secrets

import pytest

from admin_service.cakes.deposits import deposit_of
from bakery_devtools.testing import plugin
from bakery_shared.cakes import states as cake_states
from bakery_shared.cakes.money import rest_of
from bakery_shared.clock import BUSINESS_ZONE, Clock
from bakery_shared.models import (
    CakePayment,
    CakePaymentPurpose,
    CakeQuote,
    CakeRequest,
    CakeRequestStatus,
    CardPaymentState,
    CardRefund,
    DeliveryMethod,
    Order,
    OrderDeliveryDetails,
    OrderPayment,
    OrderStatus,
    PaymentMethod,
    RestPayment,
    Role,
)
from bakery_shared.payments import states as card_states

NOW = datetime(2026, 12, 10, 12, 0, tzinfo=BUSINESS_ZONE)
_numbers = count(1)
C = CakeRequestStatus


@pytest.fixture(autouse=True)
def pinned_clock(clock, monkeypatch):
    monkeypatch.setattr(plugin, "_clock", Clock(NOW))


def sibiu(*parts: int) -> datetime:
    return datetime(*parts, tzinfo=BUSINESS_ZONE)


def order_for(total: str, at: datetime, status: OrderStatus, user=None, contact=None) -> Order:
    """An order as placed (a cake's, or an ordinary one paid in cash at pickup)."""
    order = Order(
        order_number=f"C-{next(_numbers):05d}",
        status=status,
        user_id=user.id if user else None,
        delivery_method=DeliveryMethod.PICKUP,
        sub_total_price=Decimal(total),
        total_price=Decimal(total),
        created_at=at,
        updated_at=at,
    )
    order.payment = OrderPayment(method=PaymentMethod.CASH)
    if contact:
        email, first, last = contact
        order.delivery_details = OrderDeliveryDetails(email=email, first_name=first, last_name=last, phone_number="0740000001")
    return order


class Cake:
    """A custom cake request walked through its statuses and card payments as the services do."""

    def __init__(self, session, name: str, email: str, *, user=None, asked: datetime) -> None:
        self.session = session
        self.request = CakeRequest(
            user_id=user.id if user else None,
            follow_key_hash=secrets.token_hex(32),
            event_moment=sibiu(2026, 12, 9, 17, 0),
            delivery_method=DeliveryMethod.PICKUP,
            contact_name=name,
            contact_email=email,
            contact_phone="0740000002",
            servings=12,
            flavour="Ciocolată",
            filling="Ganache de ciocolată",
            quotes=[],
            payments=[],
            changes=[],
        )
        cake_states.move(self.request, cake_states.S.REQUESTED, at=asked)
        session.add(self.request)
        self.quote: CakeQuote | None = None

    async def quoted(self, price: str, percent: str, at: datetime) -> "Cake":
        deposit = deposit_of(Decimal(price), Decimal(percent))
        self.quote = CakeQuote(
            version=len(self.request.quotes) + 1,
            price=Decimal(price),
            deposit_percent=Decimal(percent),
            deposit_amount=deposit,
            description="Tort cu două etaje.",
            valid_until=at.date(),
            lock_date=at.date(),
            created_at=at,
        )
        self.request.quotes.append(self.quote)
        cake_states.move(self.request, C.QUOTED, at=at)
        await self.session.flush()
        return self

    async def paid(self, purpose: CakePaymentPurpose, at: datetime) -> CakePayment:
        assert self.quote is not None
        amount = (
            self.quote.deposit_amount
            if purpose == CakePaymentPurpose.DEPOSIT
            else rest_of(self.quote.price, self.quote.deposit_amount)
        )
        payment = CakePayment(
            purpose=purpose,
            quote=self.quote,
            amount=amount,
            intent_id=f"pi_test_cake_{secrets.token_hex(6)}",
            refunded_amount=Decimal("0.00"),
            records=[],
            refunds=[],
            created_at=at,
        )
        self.request.payments.append(payment)
        card_states.move(payment, CardPaymentState.AWAITING, at=at)
        card_states.move(payment, CardPaymentState.AUTHORIZED, at=at, amount=amount)
        card_states.move(payment, CardPaymentState.CAPTURED, at=at, amount=amount)
        await self.session.flush()
        return payment

    async def accepted(self, at: datetime, rest: RestPayment, contact=None, user=None) -> "Cake":
        """The deposit captured at `at`, and the cake's order made then, for the quote's price."""
        await self.paid(CakePaymentPurpose.DEPOSIT, at)
        self.request.rest_payment = rest
        assert self.quote is not None
        self.request.order = order_for(str(self.quote.price), at, OrderStatus.SCHEDULED, user, contact)
        cake_states.move(self.request, C.ACCEPTED, at=at)
        await self.session.flush()
        return self

    async def delivered(self, at: datetime, rest_paid_with: PaymentMethod | None = None) -> "Cake":
        self.request.rest_paid_with = rest_paid_with
        assert self.request.order is not None
        self.request.order.status = OrderStatus.DELIVERED
        cake_states.move(self.request, C.DELIVERED, at=at)
        await self.session.flush()
        return self

    async def cancelled(self, at: datetime, refund: str) -> "Cake":
        [deposit] = self.request.payments
        row = CardRefund(amount=Decimal(refund), reason="Anulat de client după termenul gratuit.", created_at=at)
        card_states.move(deposit, card_states.after_refund(deposit, row.amount), at=at, amount=row.amount, refund=row)
        deposit.refunds.append(row)
        assert self.request.order is not None
        self.request.order.status = OrderStatus.REJECTED
        cake_states.move(self.request, C.CANCELLED, at=at, message="Nu mai avem nevoie de tort.")
        await self.session.flush()
        return self


@pytest.fixture
async def admin(make_user, token_for):
    return {"Authorization": f"Bearer {token_for(await make_user(Role.ADMIN, 'admin@example.ro'))}"}


@pytest.fixture
async def cakes(db_session, make_user):
    ana = await make_user(Role.USER, "ana@example.ro", "Ana")
    maria = ("maria@example.ro", "Maria", "Pop")

    # Ana (an account): 400 lei, 120 deposit on 2 Dec, the rest of 280 charged from her card on 8 Dec.
    a = await Cake(db_session, "Ana Utilizator", "ana@example.ro", user=ana, asked=sibiu(2026, 12, 1, 9, 0)).quoted(
        "400.00", "30", sibiu(2026, 12, 1, 15, 0)
    )
    await a.accepted(sibiu(2026, 12, 2, 10, 0), RestPayment.CARD_AUTO, user=ana)
    await a.paid(CakePaymentPurpose.REST, sibiu(2026, 12, 8, 9, 0))
    await a.delivered(sibiu(2026, 12, 9, 17, 5))
    # And another for Christmas: 200 lei, its deposit of 60 paid on 9 Dec, not delivered yet.
    christmas = await Cake(db_session, "Ana Utilizator", "ana@example.ro", user=ana, asked=sibiu(2026, 12, 8, 9, 0)).quoted(
        "200.00", "30", sibiu(2026, 12, 8, 15, 0)
    )
    await christmas.accepted(sibiu(2026, 12, 9, 10, 0), RestPayment.AT_PICKUP, user=ana)
    # Maria (a guest): 250.50 lei, 75.15 deposit on 3 Dec, the rest of 175.35 in cash at pickup on 9 Dec.
    b = await Cake(db_session, "Maria Pop", "maria@example.ro", asked=sibiu(2026, 12, 2, 20, 0)).quoted(
        "250.50", "30", sibiu(2026, 12, 3, 9, 0)
    )
    await b.accepted(sibiu(2026, 12, 3, 15, 0), RestPayment.AT_PICKUP, contact=maria)
    await b.delivered(sibiu(2026, 12, 9, 18, 0), PaymentMethod.CASH)
    # Ion (a guest): 300 lei, 120 deposit on 4 Dec, cancelled late at 23:30 on 7 Dec (21:30 UTC):
    # 30 refunded, the bakery keeps 90.
    c = await Cake(db_session, "Ion Vasile Rusu", "ion@example.ro", asked=sibiu(2026, 12, 3, 8, 0)).quoted(
        "300.00", "40", sibiu(2026, 12, 3, 12, 0)
    )
    await c.accepted(sibiu(2026, 12, 4, 11, 0), RestPayment.AT_PICKUP, contact=("ion@example.ro", "Ion Vasile", "Rusu"))
    await c.cancelled(sibiu(2026, 12, 7, 23, 30), "30.00")
    # Elena (a guest) only asked: no money yet.
    Cake(db_session, "Elena Dobre", "Elena@Example.ro", asked=sibiu(2026, 12, 9, 10, 0))
    # Ordinary orders beside them: Ana's 100 on 5 Dec, Maria's 50 on 9 Dec, both delivered.
    db_session.add(order_for("100.00", sibiu(2026, 12, 5, 12, 0), OrderStatus.DELIVERED, ana))
    db_session.add(order_for("50.00", sibiu(2026, 12, 9, 12, 0), OrderStatus.DELIVERED, contact=maria))
    await db_session.flush()


async def test_the_sales_figures_count_each_cake_payment_on_its_day(client, admin, cakes):
    chart = (await client.get("/admin-service/sales/per-day?startDate=2026-12-01&endDate=2026-12-10", headers=admin)).json()
    days = {d["day"][-2:]: (d["income"], d["numberOfOrders"]) for d in chart["days"] if d["income"] != "0.00"}
    assert days == {
        "02": ("120.00", 1),  # Ana's deposit; her cake's order placed that day, its 400 not counted
        "03": ("75.15", 1),  # Maria's deposit and her cake's order
        "04": ("120.00", 0),  # Ion's deposit (his cake's order was cancelled: not an order delivered)
        "05": ("100.00", 1),
        "07": ("-30.00", 0),  # Ion's refund, on its Sibiu day though it is 21:30 UTC
        "08": ("280.00", 0),  # Ana's rest, charged from her card
        "09": ("285.35", 1),  # Maria's rest at the counter (175.35), her ordinary order (50), Ana's deposit (60)
    }
    month = (await client.get("/admin-service/sales/order-numbers-current-month", headers=admin)).json()
    # 120 + 75.15 + 120 + 100 - 30 + 280 + 285.35: the two delivered cakes count 400 and 250.50, once.
    assert (month["totalIncomeFromOrders"], month["numberOfOrders"], month["mediumOrderPrice"]) == ("950.50", 4, "237.63")
    week = "/admin-service/sales/order-numbers-between-dates?startDate=2026-12-08&endDate=2026-12-09"
    assert (await client.get(week, headers=admin)).json()["totalIncomeFromOrders"] == "565.35"


async def test_the_customers_report_counts_a_cake_by_its_money_once(client, admin, cakes):
    body = (await client.get("/admin-service/clients?page=0&size=20", headers=admin)).json()
    lines = {
        c["mail"]: (c["firstName"], c["lastName"], c["hasAccount"], c["numberOfPurchases"], c["orderAmount"])
        for c in body["content"]
    }
    assert lines == {
        # Her cake (120 + 280), her order of 100 and the deposit of the cake still to come (60).
        "ana@example.ro": ("Ana", "Utilizator", True, 2, "560.00"),
        "maria@example.ro": ("Maria", "Pop", False, 2, "300.50"),  # her cake (75.15 + 175.35) and her order of 50
        "ion@example.ro": ("Ion Vasile", "Rusu", False, 0, "90.00"),  # the deposit kept after his late cancellation
        "Elena@Example.ro": ("Elena", "Dobre", False, 0, "0.00"),  # asked for a cake: a customer already
    }
    assert body["totalElements"] == 4
    csv_rows = (await client.get("/admin-service/clients/csv", headers=admin)).text.splitlines()
    assert len(csv_rows) == 5 and 'Dobre,Elena,0740000002,Elena@Example.ro,Nu,Nu,0,"0,00"' in csv_rows
