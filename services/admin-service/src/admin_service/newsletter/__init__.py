"""The newsletter for the owner (the admin's newsletter-blog page, the `sales/` calls): image,
preview, send, progress, subscribers."""
