"""The newsletter for visitors: subscribe (double opt-in), confirm, unsubscribe in one click."""
