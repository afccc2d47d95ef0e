"""What the admin reads about newsletters (the success message is the specification's, word for
word)."""

QUEUED = "Emailul a fost trimis cu succes..."
SUBJECT_REQUIRED = "Subiectul este obligatoriu."
CONTENT_REQUIRED = "Conținutul este obligatoriu."
IMAGE_REQUIRED = "Imaginea este obligatorie."
NO_SUBSCRIBERS = "Nu există abonați confirmați cărora să le trimitem newsletterul."
SEND_NOT_FOUND = "Trimiterea nu există."
