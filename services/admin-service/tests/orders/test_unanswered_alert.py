"""The alert for an order nobody answered: the owner may name a second address, and the
alert goes to it as well as to the shop's contact address."""

from datetime import timedelta

from bakery_devtools.testing.orders import checkout, product_line


async def test_an_unanswered_order_is_also_mailed_to_the_second_address(
    client, storefront, staff, cake_shop, db_connection, test_settings, mailbox, clock
):
    from admin_service.orders.alerts import alert_unanswered_orders
    from bakery_devtools.testing.plugin import bound_sessionmaker

    assert (await client.get("/admin-service/setup/unanswered-alert", headers=staff["admin"])).json() == {"secondEmail": None}
    bad = await client.post("/admin-service/setup/unanswered-alert", json={"secondEmail": "nu-e-email"}, headers=staff["admin"])
    assert bad.status_code == 422
    assert (
        await client.post("/admin-service/setup/unanswered-alert", json={"secondEmail": "x@y.ro"}, headers=staff["manager"])
    ).status_code == 403
    saved = await client.post(
        "/admin-service/setup/unanswered-alert", json={"secondEmail": "Patroana@Cofetarie.ro"}, headers=staff["admin"]
    )
    assert saved.json() == {"secondEmail": "patroana@cofetarie.ro"}

    cookies = cake_shop["cookies"]
    now = checkout([product_line(cookies.id, cookies.dimensions[0].id, 1)], location_id=cake_shop["location"].id)
    placed = await storefront.post("/user-service/place-order", json=now)
    assert placed.status_code == 201, placed.text
    mailbox.clear()
    settings = test_settings.model_copy(update={"unanswered_order_minutes": 10})
    clock.move_to(clock.now() + timedelta(minutes=11))
    numbers = await alert_unanswered_orders(bound_sessionmaker(db_connection), settings, clock)

    assert numbers == [placed.json()["orderNumber"]]
    await client._transport.app.state.mail_sender.send_due()
    subject = f"Comandă fără răspuns: nr. {placed.json()['orderNumber']}"
    assert [m["Subject"] for m in mailbox.messages(to="contact@cofetarie-demo.ro")] == [subject]
    assert [m["Subject"] for m in mailbox.messages(to="patroana@cofetarie.ro")] == [subject]
