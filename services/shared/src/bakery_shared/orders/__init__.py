"""Orders as both services serve them: the order's detail, its queries, and what the world
hears about an order (events for the panels, mails). Placing is user-service's; the lifecycle is
admin-service's."""
