"""The newsletter for the owner (SPEC §2 newsletter-blog, §7 sales/...): image, preview, send, progress, subscribers."""
