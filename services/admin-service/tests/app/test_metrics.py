"""admin-service's /metrics: requests per route template, on the service's own port only."""

from bakery_devtools.testing.metrics import metric_value


async def test_requests_are_counted_per_route_template(client):
    route = {"service": "admin-service", "method": "POST", "route": "/admin-service/authenticate"}
    before = (await client.get("/metrics")).text

    response = await client.post("/admin-service/authenticate", json={"email": "nimeni@example.ro", "password": "Parola#123"})
    assert response.status_code == 401
    after = (await client.get("/metrics")).text

    assert (
        metric_value(after, "bakery_http_requests_total", **route, status="401")
        - metric_value(before, "bakery_http_requests_total", **route, status="401")
        == 1
    )
    assert metric_value(after, "bakery_database_up") == 1
    assert metric_value(after, "bakery_redis_up") == 1


async def test_metrics_are_not_under_the_published_prefix(client):
    assert (await client.get("/admin-service/metrics")).status_code == 404
