"""E-mail over real SMTP (asynchronous), Romanian HTML with a plain-text part. Requests never
call it: they queue mails (queue.py) and the background sender delivers them."""

from collections.abc import Sequence
from dataclasses import dataclass
from email.charset import Charset
from email.header import Header
from email.message import EmailMessage
from email.mime.application import MIMEApplication
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.policy import compat32
from email.utils import formataddr, make_msgid, parseaddr
import logging

import aiosmtplib
from jinja2 import Environment, PackageLoader, select_autoescape

from ..settings import Settings

log = logging.getLogger(__name__)

_templates = Environment(
    loader=PackageLoader("bakery_shared.mail", "templates"),
    autoescape=select_autoescape(["html"]),
    trim_blocks=True,
    lstrip_blocks=True,
)


@dataclass(frozen=True)
class Attachment:
    filename: str
    content: bytes
    mime_type: str = "application/octet-stream"


@dataclass(frozen=True)
class Mail:
    to: str
    subject: str
    html: str
    text: str
    # What it is for: the template's name (order_receipt, reset_password, ...).
    purpose: str = "mail"
    # Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on newsletters.
    headers: tuple[tuple[str, str], ...] = ()
    # Files sent with it (an invoice's PDF). Never stored in the queue: a mail that carries them
    # is made again from its request row at each attempt.
    attachments: tuple[Attachment, ...] = ()


def render_mail(template: str, *, to: str, subject: str, headers: tuple[tuple[str, str], ...] = (), **context: object) -> Mail:
    """Render `<template>.html` and `<template>.txt` with the same context."""
    context = {"subject": subject, **context}
    return Mail(
        to=to,
        subject=subject,
        html=_templates.get_template(f"{template}.html").render(context),
        text=_templates.get_template(f"{template}.txt").render(context),
        purpose=template,
        headers=headers,
    )


def _header(value: str) -> str:
    """Non-ASCII header text as RFC 2047 encoded words (each within its 75 characters, folded
    between them: the message itself is written with unfolded headers, see _ONE_LINE_HEADERS)."""
    return value if value.isascii() else Header(value, "utf-8").encode()


# UTF-8 text as it is (8bit, announced with BODY=8BITMIME as aiosmtplib does for such messages):
# base64 cut a receipt into some 150 lines of 76 characters, and a server reads a message a line
# at a time (the SMTP sink spent most of its time per mail there).
_UTF8_AS_IS = Charset("utf-8")
_UTF8_AS_IS.body_encoding = None
_8BIT = ["BODY=8BITMIME"]
# Headers unfolded (each well under RFC 5322's 998): compat32 folds a long value such as the
# List-Unsubscribe link onto a line of its own, and readers then see it with a leading space.
_ONE_LINE_HEADERS = compat32.clone(max_line_length=0)
# RFC 5322's limit on a line; a part with a longer line goes in base64.
_LINE_LIMIT = 998


def _part(text: str, subtype: str) -> MIMEText:
    as_is = max(map(len, text.encode().splitlines()), default=0) <= _LINE_LIMIT
    return MIMEText(text, subtype, _UTF8_AS_IS if as_is else "utf-8")


def new_message_id() -> str:
    return make_msgid(domain="cofetarie-demo.ro")


class Mailer:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        name, self._sender = parseaddr(settings.mail_from)
        self._from = formataddr((name, self._sender), charset="utf-8")

    def _message(self, mail: Mail, message_id: str) -> bytes:
        """The message as it goes on the wire. Built with the email package's classic (compat32)
        classes: what the modern EmailMessage API spent parsing and refolding every header it
        was given cost a receipt about three times its whole building here, for the same MIME."""
        body = MIMEMultipart("alternative")
        body.attach(_part(mail.text, "plain"))
        body.attach(_part(mail.html, "html"))
        if mail.attachments:
            message = MIMEMultipart("mixed")
            message.attach(body)
            for attachment in mail.attachments:
                main, _, sub = attachment.mime_type.partition("/")
                part = MIMEApplication(attachment.content, sub or "octet-stream")
                if main != "application":
                    part.replace_header("Content-Type", attachment.mime_type)
                part.add_header("Content-Disposition", "attachment", filename=attachment.filename)
                message.attach(part)
        else:
            message = body
        message["From"] = self._from
        message["To"] = _header(mail.to)
        message["Subject"] = _header(mail.subject)
        message["Message-ID"] = message_id
        for name, value in mail.headers:
            message[name] = _header(value)
        return message.as_bytes(policy=_ONE_LINE_HEADERS)

    def _utf8_message(self, mail: Mail, message_id: str) -> EmailMessage:
        message = EmailMessage()
        message["From"] = self.settings.mail_from
        message["To"] = mail.to
        message["Subject"] = mail.subject
        message["Message-ID"] = message_id
        for name, value in mail.headers:
            message[name] = value
        message.set_content(mail.text)
        message.add_alternative(mail.html, subtype="html")
        for attachment in mail.attachments:
            main, _, sub = attachment.mime_type.partition("/")
            message.add_attachment(attachment.content, maintype=main, subtype=sub, filename=attachment.filename)
        return message

    def _client(self) -> aiosmtplib.SMTP:
        s = self.settings
        return aiosmtplib.SMTP(
            hostname=s.smtp_host,
            port=s.smtp_port,
            username=s.smtp_username,
            password=s.smtp_password,
            start_tls=s.smtp_starttls,
            timeout=10,
        )

    async def send_many(self, mails: Sequence[tuple[Mail, str]]) -> list[Exception | None]:
        """`(mail, Message-ID)` pairs over one SMTP connection, in order, until the first failure:
        the outcome of each mail tried (None: the server accepted it, else why not). After a
        failure nothing more is tried, as when each mail had its own connection: a server that
        refuses one is let alone until the retries come due. A connection that cannot be opened
        is the first mail's failure."""
        outcomes: list[Exception | None] = []
        if not mails:
            return outcomes
        client = self._client()
        try:
            await client.connect()
        except Exception as error:
            return [error]
        try:
            for mail, message_id in mails:
                try:
                    if mail.to.isascii():
                        await client.sendmail(self._sender, [mail.to], self._message(mail, message_id), mail_options=_8BIT)
                    else:  # an internationalized address: the modern API writes what SMTPUTF8 wants
                        await client.send_message(self._utf8_message(mail, message_id))
                except Exception as error:
                    outcomes.append(error)
                    break
                outcomes.append(None)
                log.info("mail sent", extra={"to": mail.to, "subject": mail.subject})
        finally:
            try:
                await client.quit()
            except Exception:  # every mail is in already (or failed); the connection just goes
                client.close()
        return outcomes

    async def send(self, mail: Mail, message_id: str | None = None) -> None:
        """One mail on its own connection; raises when the server refuses or does not answer."""
        [outcome] = await self.send_many([(mail, message_id or new_message_id())])
        if outcome is not None:
            raise outcome
