"""A cake whose deposit is paid is an order of its day: the kitchen's production list shows it with
its servings, flavour, filling and inscription; cancelled, it leaves the list."""

from bakery_shared.clock import local_moment

from .test_staff_cancel import REASON, paid_request

LINE = "Tort la comandă (12 porții) — Ciocolată / Ganache de ciocolată"


async def test_a_paid_cake_is_on_its_days_production_list_until_cancelled(client, storefront, staff, db_session, test_settings):
    request = await paid_request(db_session, storefront, test_settings, days=4)
    day = str(local_moment(request.event_moment).date())

    listed = await client.get("/admin-service/production-list", params={"date": day}, headers=staff["manager"])

    assert listed.status_code == 200, listed.text
    (item,) = [i for c in listed.json()["categories"] for i in c["items"]]
    assert (item["productName"], item["dimension"], item["quantity"]) == (LINE, "12 porții", 1)
    assert item["orders"][0]["preferredMessage"] == "La mulți ani, Maria!"
    assert item["orders"][0]["moment"].startswith(f"{day}T15:00:00")

    await client.post(f"/admin-service/cake-requests/{request.id}/cancel", json={"reason": REASON}, headers=staff["admin"])
    after = await client.get("/admin-service/production-list", params={"date": day}, headers=staff["manager"])
    assert [i for c in after.json()["categories"] for i in c["items"]] == []
