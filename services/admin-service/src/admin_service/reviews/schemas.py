from datetime import datetime

from bakery_shared.models import ReviewStatus
from bakery_shared.schemas import ReadModel


class ReviewRow(ReadModel):
    id: int
    order_number: str
    author_name: str
    rating: int
    text: str
    status: ReviewStatus
    created_at: datetime


class ReviewPage(ReadModel):
    content: list[ReviewRow]
    total_elements: int


class DeletedOut(ReadModel):
    message: str
