"""The order's state machine as pure rules: every step from every status, allowed or
refused with its Romanian 409 message."""

import pytest

from admin_service.orders.lifecycle import Step, next_status
from bakery_shared.errors import Conflict
from bakery_shared.models import OrderStatus as S

ALLOWED = {
    (Step.ACCEPT, S.NEW): S.CONFIRMED,
    (Step.ACCEPT, S.SCHEDULED): S.CONFIRMED,
    (Step.DELIVER, S.CONFIRMED): S.DELIVERED,
    (Step.REJECT, S.NEW): S.REJECTED,
    (Step.REJECT, S.SCHEDULED): S.REJECTED,
    (Step.REJECT, S.CONFIRMED): S.REJECTED,
}

REFUSED = {
    (Step.ACCEPT, S.CONFIRMED): "Comanda nu mai poate fi acceptată: este deja acceptată.",
    (Step.ACCEPT, S.REJECTED): "Comanda nu mai poate fi acceptată: este deja respinsă.",
    (Step.ACCEPT, S.DELIVERED): "Comanda nu mai poate fi acceptată: este deja livrată.",
    (Step.DELIVER, S.NEW): "Doar o comandă acceptată poate fi marcată ca livrată; aceasta este nouă.",
    (Step.DELIVER, S.SCHEDULED): "Doar o comandă acceptată poate fi marcată ca livrată; aceasta este programată.",
    (Step.DELIVER, S.REJECTED): "Doar o comandă acceptată poate fi marcată ca livrată; aceasta este respinsă.",
    (Step.DELIVER, S.DELIVERED): "Doar o comandă acceptată poate fi marcată ca livrată; aceasta este livrată.",
    (Step.REJECT, S.REJECTED): "Comanda nu mai poate fi respinsă: este deja respinsă.",
    (Step.REJECT, S.DELIVERED): "Comanda nu mai poate fi respinsă: este deja livrată.",
}
# Paid online: an order still awaiting its payment, or whose hold lapsed unpaid, is not
# the staff's; no step starts there, and the refusal says why rather than naming a step.
AWAITING = "Comanda așteaptă încă plata online cu cardul; apare în panou după ce plata este autorizată."
EXPIRED = "Comanda a fost anulată: plata online cu cardul nu a fost făcută la timp."
REFUSED |= {(step, S.AWAITING_PAYMENT): AWAITING for step in Step}
REFUSED |= {(step, S.PAYMENT_EXPIRED): EXPIRED for step in Step}


def test_every_step_from_every_status_is_decided():
    assert set(ALLOWED) | set(REFUSED) == {(step, status) for step in Step for status in S}
    assert not set(ALLOWED) & set(REFUSED)


@pytest.mark.parametrize(("step", "current"), list(ALLOWED))
def test_an_allowed_step_leads_where_the_spec_says(step, current):
    assert next_status(step, current) == ALLOWED[(step, current)]


@pytest.mark.parametrize(("step", "current"), list(REFUSED))
def test_a_refused_step_is_a_409_naming_the_status(step, current):
    with pytest.raises(Conflict) as refused:
        next_status(step, current)
    assert refused.value.status_code == 409
    assert refused.value.message == REFUSED[(step, current)]
    assert refused.value.errors == {}
