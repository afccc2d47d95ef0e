"""The storefront cache's keys (public_cache.py): what an answer depends on, its ETag and its
Redis key. A wrong key serves one visitor's page to another, or a stale page after a save."""

import hashlib

from user_service.public_cache import cache_key, entity_tag, request_key


def test_the_request_key_is_the_path_and_the_query_in_any_order():
    assert request_key("/user-service/get-base-products", []) == "/user-service/get-base-products?"
    assert request_key("/p", [("search", "tort"), ("category", "torturi")]) == "/p?category=torturi&search=tort"
    assert request_key("/p", [("category", "torturi"), ("search", "tort")]) == request_key(
        "/p", [("search", "tort"), ("category", "torturi")]
    )
    # A repeated parameter keeps both values, sorted.
    assert request_key("/p", [("a", "2"), ("a", "1")]) == "/p?a=1&a=2"


def test_different_reads_never_share_a_key():
    keys = {
        request_key("/user-service/get-base-products", []),
        request_key("/user-service/get-base-products", [("search", "tort")]),
        request_key("/user-service/get-base-products", [("search", "tarta")]),
        request_key("/user-service/get-base-products", [("category", "tort")]),
        request_key("/user-service/get-product/1", []),
        request_key("/user-service/get-product/12", []),
    }
    assert len(keys) == 6


def test_vary_is_added_after_a_hash_only_when_given():
    assert request_key("/user-service/promotions", [], "2026-11-24") == "/user-service/promotions?#2026-11-24"
    assert request_key("/user-service/promotions", [], "2026-11-24") != request_key("/user-service/promotions", [], "2026-11-25")
    assert "#" not in request_key("/user-service/promotions", [], "")
    assert request_key("/p", [("q", "1")], "x") == "/p?q=1#x"


def test_the_etag_is_weak_and_carries_the_last_key_and_a_digest_of_the_read():
    key = "/user-service/get-product/1?"
    digest = hashlib.sha1(key.encode()).hexdigest()[:16]
    assert entity_tag(41, key) == f'W/"41-{digest}"'
    assert entity_tag(42, key) != entity_tag(41, key)  # a save (new last-key) changes every ETag
    assert entity_tag(41, "/user-service/get-product/2?") != entity_tag(41, key)


def test_the_redis_key_carries_the_last_key_and_the_read():
    assert cache_key(7, "/user-service/get-categories?") == "storefront:7:/user-service/get-categories?"
    assert cache_key(8, "/p?") != cache_key(7, "/p?")
