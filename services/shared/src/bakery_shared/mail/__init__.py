from .mailer import Mail, Mailer
from .queue import MailSender, queue_mail

__all__ = ["Mail", "MailSender", "Mailer", "queue_mail"]
