"""Accounts: what both sign-in doors share (the specification's rules for names, e-mail and
passwords, users, credentials)."""
