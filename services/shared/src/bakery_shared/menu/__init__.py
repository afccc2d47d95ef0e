"""The catalog's read model, shared by the admin screens and the storefront.

`schemas` holds the JSON shapes of docs/contracts/catalog-and-setup.md (money as "45.00" strings),
`repository` the queries that load them in a fixed number of statements, whatever the page size.
"""
