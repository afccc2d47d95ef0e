"""Promotions (SPEC §2 Marketing): creating, editing, listing and switching them off (admins)."""
