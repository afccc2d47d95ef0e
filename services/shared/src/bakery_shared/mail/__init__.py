from .mailer import Mail, Mailer

__all__ = ["Mail", "Mailer"]
