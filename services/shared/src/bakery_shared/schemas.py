"""The base of every answer read from a row: camelCase on the wire, snake_case in Python, and
built straight from the ORM object (`Model.model_validate(row)`) where the names agree; and how a
request model documents the rules its validators enforce."""

from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel


class ReadModel(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, validate_by_name=True, validate_by_alias=True, from_attributes=True)


def document(*required: str, **fields: dict[str, Any]) -> Callable[[dict[str, Any]], None]:
    """`json_schema_extra` for a request model whose rules live in validators: what the OpenAPI
    document shows, with validation left as it is.

    `required`: fields with a default only so that their own rule gives the message when missing
    (the document shows them required, with no default). `fields`: per field, the keywords its
    rule enforces (minLength, maxLength, format...); on a nullable field they go on the non-null
    branch.
    """

    def extra(schema: dict[str, Any]) -> None:
        properties = schema.get("properties", {})
        for name, keywords in fields.items():
            field = properties[name]
            constraints = dict(keywords)
            if "description" in constraints:
                field["description"] = constraints.pop("description")
            for branch in field.get("anyOf", [field]):
                if branch.get("type") != "null":
                    branch.update(constraints)
        if required:
            listed = schema.setdefault("required", [])
            listed.extend(name for name in required if name not in listed)
            for name in required:
                properties[name].pop("default", None)

    return extra
