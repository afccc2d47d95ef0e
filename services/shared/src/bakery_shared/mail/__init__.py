from .mailer import Attachment, Mail, Mailer
from .queue import MailSender, queue_mail

__all__ = ["Attachment", "Mail", "MailSender", "Mailer", "queue_mail"]
