"""Who may handle custom cake requests: the staff of the orders panel (admins and managers) read
and answer them; only an admin changes the custom-cake rules; customers and strangers never."""

import pytest

from .conftest import QUOTE


@pytest.fixture
async def request_id(make_request):
    return (await make_request()).id


def calls(request_id: int) -> list[tuple[str, str, dict | None]]:
    base = f"/admin-service/cake-requests/{request_id}"
    return [
        ("GET", "/admin-service/cake-requests", None),
        ("GET", base, None),
        ("GET", f"{base}/photos/1", None),
        ("POST", f"{base}/quote", QUOTE),
        ("POST", f"{base}/decline", {"reason": "Nu avem ziua liberă."}),
        ("POST", f"{base}/mark-delivered", {"restPaidWith": "CASH"}),
    ]


async def test_customers_and_strangers_are_refused_every_call(client, staff, request_id):
    for method, url, body in [*calls(request_id), ("GET", "/admin-service/setup/custom-cakes", None)]:
        for who, expected in (("customer", 403), ("anonymous", 401)):
            answer = await client.request(method, url, json=body, headers=staff[who])
            assert answer.status_code == expected, (who, method, url, answer.text)
            assert answer.json()["message"]  # the shop's one error shape, in Romanian


@pytest.mark.parametrize("who", ["manager", "admin"])
async def test_managers_and_admins_read_and_answer_requests(client, staff, request_id, who):
    listed = await client.get("/admin-service/cake-requests", headers=staff[who])
    assert listed.status_code == 200 and [r["id"] for r in listed.json()["content"]] == [request_id]
    assert (await client.get(f"/admin-service/cake-requests/{request_id}", headers=staff[who])).status_code == 200
    quoted = await client.post(f"/admin-service/cake-requests/{request_id}/quote", json=QUOTE, headers=staff[who])
    assert quoted.status_code == 200, quoted.text
    declined = await client.post(
        f"/admin-service/cake-requests/{request_id}/decline", json={"reason": "Nu avem ziua liberă."}, headers=staff[who]
    )
    assert declined.status_code == 200 and declined.json()["status"] == "DECLINED"


async def test_only_an_admin_reads_and_changes_the_custom_cake_rules(client, staff):
    assert (await client.get("/admin-service/setup/custom-cakes", headers=staff["manager"])).status_code == 403
    current = await client.get("/admin-service/setup/custom-cakes", headers=staff["admin"])
    assert current.status_code == 200
    refused = await client.post("/admin-service/setup/custom-cakes", json=current.json(), headers=staff["manager"])
    assert refused.status_code == 403
    assert (
        await client.post("/admin-service/setup/custom-cakes", json=current.json(), headers=staff["customer"])
    ).status_code == 403
    assert (
        await client.post("/admin-service/setup/custom-cakes", json=current.json(), headers=staff["admin"])
    ).status_code == 200
