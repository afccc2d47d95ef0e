"""The custom-cake mails the staff's side sends, as the shop's other mails are written (the HTML on
the shop's `base.html`, with a plain-text twin). Kept as text in the package so they ship with it."""

QUOTE_TXT = """Bună, {{ name }}!

{% if version > 1 %}Am actualizat oferta{% else %}Am pregătit oferta{% endif %} pentru tortul de {{ servings }} porții ({{ flavour }} / {{ filling }}) pentru {{ day }}, ora {{ time }}.

Preț: {{ money(price) }}
Ce include: {{ description }}
Avans: {{ percent }}% = {{ money(deposit) }}, plătit online cu cardul când acceptați oferta; restul: {{ money(rest) }}.
Oferta este valabilă până la {{ valid_until }} inclusiv. Cererea se mai poate modifica până la {{ lock_date }} inclusiv.

Citiți oferta și acceptați-o aici: {{ link }}
"""

QUOTE_HTML = """{% extends "base.html" %}
{% block content %}
<p>Bună, {{ name }}!</p>
<p>{% if version > 1 %}Am actualizat oferta{% else %}Am pregătit oferta{% endif %} pentru tortul de {{ servings }} porții ({{ flavour }} / {{ filling }}) pentru <strong>{{ day }}</strong>, ora <strong>{{ time }}</strong>.</p>
<p>Preț: <strong>{{ money(price) }}</strong><br>Ce include: {{ description }}</p>
<p>Avans: {{ percent }}% = <strong>{{ money(deposit) }}</strong>, plătit online cu cardul când acceptați oferta; restul: {{ money(rest) }}.</p>
<p>Oferta este valabilă până la {{ valid_until }} inclusiv. Cererea se mai poate modifica până la {{ lock_date }} inclusiv.</p>
<p><a href="{{ link }}">Citiți oferta și acceptați-o aici</a></p>
{% endblock %}
"""

DECLINED_TXT = """Bună, {{ name }}!

Ne pare rău, nu putem pregăti tortul de {{ servings }} porții pentru {{ day }}, ora {{ time }}.
Motivul: {{ reason }}

Nu v-a fost încasat nimic. Pentru altă dată sau alt tort, ne puteți trimite o cerere nouă sau ne puteți suna.
"""

DECLINED_HTML = """{% extends "base.html" %}
{% block content %}
<p>Bună, {{ name }}!</p>
<p>Ne pare rău, nu putem pregăti tortul de {{ servings }} porții pentru <strong>{{ day }}</strong>, ora <strong>{{ time }}</strong>.</p>
<p>Motivul: {{ reason }}</p>
<p>Nu v-a fost încasat nimic. Pentru altă dată sau alt tort, ne puteți trimite o cerere nouă sau ne puteți suna.</p>
{% endblock %}
"""

REMINDER_TXT = """Bună, {{ name }}!

Vă reamintim: mâine, {{ day }}, la ora {{ time }}, {% if address %}vă livrăm tortul la adresa {{ address }}{% else %}vă așteptăm să ridicați tortul{% if location %} de la {{ location }}{% endif %}{% endif %}.
Tort: {{ servings }} porții, {{ flavour }} / {{ filling }}{% if inscription %}, cu mesajul „{{ inscription }}”{% endif %}.
{{ rest_line }}

Pentru orice întrebare, sunați-ne la numărul cofetăriei.
"""

REMINDER_HTML = """{% extends "base.html" %}
{% block content %}
<p>Bună, {{ name }}!</p>
<p>Vă reamintim: mâine, <strong>{{ day }}</strong>, la ora <strong>{{ time }}</strong>, {% if address %}vă livrăm tortul la adresa {{ address }}{% else %}vă așteptăm să ridicați tortul{% if location %} de la {{ location }}{% endif %}{% endif %}.</p>
<p>Tort: {{ servings }} porții, {{ flavour }} / {{ filling }}{% if inscription %}, cu mesajul „{{ inscription }}”{% endif %}.</p>
<p>{{ rest_line }}</p>
<p>Pentru orice întrebare, sunați-ne la numărul cofetăriei.</p>
{% endblock %}
"""

WAITING_TXT = """Cererea de tort a clientului {{ name }} pentru {{ day }}, ora {{ time }} ({{ servings }} porții, {{ flavour }} / {{ filling }}), așteaptă o ofertă de peste {{ hours }} ore.

Trimiteți oferta sau refuzați cererea din panou: {{ panel_link }}
"""

WAITING_HTML = """{% extends "base.html" %}
{% block content %}
<p>Cererea de tort a clientului <strong>{{ name }}</strong> pentru <strong>{{ day }}</strong>, ora {{ time }} ({{ servings }} porții, {{ flavour }} / {{ filling }}), așteaptă o ofertă de peste {{ hours }} ore.</p>
<p><a href="{{ panel_link }}">Trimiteți oferta sau refuzați cererea din panou</a></p>
{% endblock %}
"""

TEMPLATES = {
    "cake_quote.txt": QUOTE_TXT,
    "cake_quote.html": QUOTE_HTML,
    "cake_declined.txt": DECLINED_TXT,
    "cake_declined.html": DECLINED_HTML,
    "cake_reminder.txt": REMINDER_TXT,
    "cake_reminder.html": REMINDER_HTML,
    "cake_waiting.txt": WAITING_TXT,
    "cake_waiting.html": WAITING_HTML,
}
