"""What the product page says about a product beyond its price: allergens, ingredients,
lead time, daily capacity and the longest message its category takes."""


async def test_the_product_page_shows_the_limits_and_food_information(client, db_session, kitchen):
    figurine = kitchen["figurine"]
    figurine.allergens = ["gluten", "oua", "lapte", "nuci"]
    figurine.ingredients = "Făină de grâu, ouă, unt, zahăr, nuci"
    await db_session.flush()

    product = (await client.get(f"/user-service/get-product/{figurine.id}")).json()

    assert product["allergens"] == ["gluten", "oua", "lapte", "nuci"]
    assert product["ingredients"] == "Făină de grâu, ouă, unt, zahăr, nuci"
    assert product["leadTime"] == "3 zile" and product["dailyCapacity"] == 2
    assert product["preferredMessageMaxLength"] == 20
    listed = (await client.get("/user-service/get-base-products")).json()
    assert {p["name"]: p["allergens"] for p in listed}["Tort cu figurine"] == ["gluten", "oua", "lapte", "nuci"]
