"""Accounts: what both sign-in doors share (rules, users, one-time tokens, credentials)."""
