"""One page of the admin's product list."""

from typing import Generic, TypeVar

from pydantic import BaseModel

T = TypeVar("T")


class Page(BaseModel, Generic[T]):
    content: list[T]
    totalElements: int
    page: int
    size: int
