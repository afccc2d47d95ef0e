"""The newsletter: links in its mails (unsubscribe in one click) and the mails themselves. Both
services run it: admin-service writes the newsletters, user-service answers their links."""
