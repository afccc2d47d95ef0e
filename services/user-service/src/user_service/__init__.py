"""user-service: storefront, sign-in, customer account, websocket."""
