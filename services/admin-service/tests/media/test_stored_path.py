"""The path a promotion or newsletter form sends back for its image, as stored (one rule for both)."""

import pytest

from admin_service.media.uploads import stored_path


@pytest.mark.parametrize(
    ("sent", "stored"),
    [
        ("promotions/ab12-1280.jpg", "promotions/ab12-1280.jpg"),
        ("/promotions/ab12-1280.jpg", "promotions/ab12-1280.jpg"),
        ("https://brutarie.ro/media/newsletter/cd34-1280.jpg", "newsletter/cd34-1280.jpg"),
        ("/media/newsletter/cd34-1280.jpg", "newsletter/cd34-1280.jpg"),
        ("", None),
        (None, None),
        ("/media/../etc/passwd", None),
        ("promotions/../../secret.jpg", None),
    ],
)
def test_a_sent_image_becomes_its_path_under_the_media_root(sent: str | None, stored: str | None) -> None:
    assert stored_path(sent) == stored
