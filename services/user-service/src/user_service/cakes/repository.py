"""Queries of the customers' custom cake requests."""

from sqlalchemy import select, text
from sqlalchemy.orm import selectinload

from bakery_shared.models import CakePayment, CakeRequest, CakeSetup, Category, Product, User
from bakery_shared.repository import Repository


def _whole():
    """A request with everything its view shows."""
    return select(CakeRequest).options(
        selectinload(CakeRequest.quotes),
        selectinload(CakeRequest.changes),
        selectinload(CakeRequest.payments).selectinload(CakePayment.refunds),
        selectinload(CakeRequest.payments).selectinload(CakePayment.quote),
    )


class CakeRequestRepository(Repository):
    async def setup(self) -> CakeSetup | None:
        return await self.session.get(CakeSetup, 1)

    async def category(self, category_id: int) -> Category | None:
        return await self.session.get(Category, category_id)

    async def user(self, user_id: int) -> User | None:
        return await self.session.get(User, user_id)

    async def next_id(self) -> int:
        """The new request's id, taken before its row is written: its follow key is made from it."""
        return int(await self.session.scalar(text("SELECT nextval(pg_get_serial_sequence('cake_requests', 'id'))")))

    async def next_order_number(self) -> str:
        """A paid cake's order number, from the shop's one sequence, as placed orders take theirs."""
        return str(await self.session.scalar(text("SELECT nextval('order_number_seq')::text")))

    async def add(self, request: CakeRequest) -> CakeRequest:
        self.session.add(request)
        await self.session.flush()
        return request

    async def get(self, request_id: int) -> CakeRequest | None:
        return await self.session.scalar(_whole().where(CakeRequest.id == request_id))

    async def lock(self, request_id: int) -> CakeRequest | None:
        """The request under its row lock (every change of it waits for the one before), re-read."""
        query = _whole().where(CakeRequest.id == request_id).with_for_update(of=CakeRequest)
        return await self.session.scalar(query.execution_options(populate_existing=True))

    async def of_user(self, user_id: int) -> list[CakeRequest]:
        query = (
            select(CakeRequest)
            .where(CakeRequest.user_id == user_id)
            .order_by(CakeRequest.created_at.desc(), CakeRequest.id.desc())
        )
        return list((await self.session.scalars(query)).all())

    async def product(self, product_id: int) -> Product | None:
        return await self.session.get(Product, product_id)
