"""The business as both services read it: the Business information read model and its queries,
and the pure rules on advance times and opening hours."""
