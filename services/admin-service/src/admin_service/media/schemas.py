"""What an image upload answers."""

from pydantic import BaseModel


class ImageSaved(BaseModel):
    # The stored path to send back as `image`, and where it is served.
    image: str
    imageLink: str
