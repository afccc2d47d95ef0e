"""Uploaded images: checked and re-encoded (prepare.py), then written with the transaction (store.py)."""
