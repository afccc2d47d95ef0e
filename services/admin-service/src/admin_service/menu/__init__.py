"""Products, their photos and categories."""
