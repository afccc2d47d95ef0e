"""The pytest harness: throwaway real Postgres, Redis and an SMTP sink, one rolled-back transaction per test."""
