from pydantic import BaseModel


class LastKey(BaseModel):
    lastKey: str
