"""The input rules of every request body, each with its Romanian message written once.

A schema field names its rule as a type (`firstName: FirstName`) or, where the message or the
length is the field's own, as a validator beside the type
(`streetAddress: Annotated[str, required(STREET_RULE, 200)]`). Every rule raises `rule_error`,
so the 422 shows its message as it is."""
