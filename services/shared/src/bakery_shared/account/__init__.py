"""Accounts: what both sign-in doors share (the §5 rules, users, credentials)."""
