"""Promotions (the admin's Marketing pages): creating, editing, listing and switching them off
(admins)."""
