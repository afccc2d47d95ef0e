"""Reading a service's /metrics the way Prometheus does."""

from __future__ import annotations

from prometheus_client.parser import text_string_to_metric_families


def metric_value(text: str, name: str, **labels: str) -> float:
    """The sample `name` whose labels include `labels`, from a /metrics answer; 0 when absent
    (a counter that never moved has no sample yet)."""
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            if sample.name == name and all(sample.labels.get(key) == value for key, value in labels.items()):
                return sample.value
    return 0.0
