from datetime import datetime
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict

from bakery_shared.errors import rule_error
from bakery_shared.params import Id
from bakery_shared.rules.text import required
from bakery_shared.schemas import ReadModel, document

from . import messages as m


def _rating(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 5:
        raise rule_error(m.RATING_RULE)
    return value


class ReviewIn(BaseModel):
    model_config = ConfigDict(
        validate_default=True,
        json_schema_extra=document(
            "rating", "text", rating={"type": "integer", "minimum": 1, "maximum": 5}, text={"minLength": 1, "maxLength": 1000}
        ),
    )

    orderId: Id
    rating: Annotated[int, BeforeValidator(_rating)] = 0
    text: Annotated[str, required(m.TEXT_RULE, 1000, too_long_message=m.TEXT_RULE)] = ""


class ReviewSentOut(BaseModel):
    message: str
    id: int


class PublicReview(ReadModel):
    id: int
    author_name: str
    rating: int
    text: str
    created_at: datetime


class PublicReviewsOut(ReadModel):
    average_rating: float | None
    number_of_reviews: int
    content: list[PublicReview]
    total_elements: int


class ReviewedOrdersOut(ReadModel):
    order_ids: list[int]
