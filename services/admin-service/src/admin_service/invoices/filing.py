"""Filing invoices with ANAF's RO e-Factura: admin-service's background job.

Only with EFACTURA_ACCESS_TOKEN set; without it every invoice stays PENDING ("de încărcat") and the
admin uploads the period's export ZIP in SPV by hand. One round (`FilingJob.step`):

1. Reconcile uploads left UPLOADING by a process that stopped (below).
2. Upload the waiting invoices, nearest deadline first. Each is taken with FOR UPDATE SKIP LOCKED,
   marked UPLOADING with `efactura_upload_started_at` and COMMITTED before ANAF is called, so a
   second job (another replica, a parallel round) never takes it; ANAF's upload id is recorded
   (IN_PROGRESS) in a new transaction. An upload ANAF refuses at the door ends NOK with its text;
   one that surely never reached ANAF (no connection, token refused) goes back to PENDING and is
   retried later, waiting longer after each attempt; one whose answer was lost (a timeout, a 5xx)
   stays UPLOADING, for step 1 to settle.
3. Ask ANAF about every IN_PROGRESS upload; a final answer is downloaded and stored: OK with the
   download id and the ZIP (the signed invoice), or NOK with ANAF's reasons and the ZIP.

Nothing is uploaded twice after a restart. An invoice found UPLOADING for longer than any live upload
takes (`STALE_AFTER`) may or may not have reached ANAF: sending it again blindly could file it twice,
which is worse for the bakery than filing it late. So the job first asks ANAF for the messages of the
seller's CUI since the upload began (listaMesajeFactura); for each accepted upload no invoice of ours
knows yet it downloads the answer, whose ZIP holds the filed XML: its cbc:ID is the invoice number.
Found: the upload id is recorded and the invoice goes on as if the answer had arrived. Not found:
ANAF lists an upload only once it has processed it, which it normally does within minutes, so the
invoice is left alone until `REUPLOAD_AFTER` has passed since its upload began, then uploaded again.
A refused upload cannot be matched this way (ANAF's error ZIP does not carry the invoice number); a
refused document sent again is refused again, and a refusal files nothing, so that costs nothing.
"""

import asyncio
from dataclasses import dataclass, field
from datetime import datetime, timedelta
import logging

from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bakery_shared.clock import Clock
from bakery_shared.errors import log_background_failure
from bakery_shared.models import EfacturaStatus, Invoice, InvoiceKind
from bakery_shared.settings import Settings

from .efactura import IN_PROCESSING, Efactura, EfacturaError, filed_number, refusal_text, seller_cui
from .repository import FilingRepository

log = logging.getLogger(__name__)

S = EfacturaStatus
# Longer than any upload of a live process takes (the adapter's timeouts): older is a stopped one's.
STALE_AFTER = timedelta(minutes=5)
# ANAF has processed (and lists) an upload well within this; not listed by then, it never arrived.
REUPLOAD_AFTER = timedelta(hours=1)
# Invoices one round uploads at most (the rest wait for the next round).
UPLOADS_PER_ROUND = 50
# After a round that could not reach ANAF the job waits longer, doubling up to this.
LONGEST_PAUSE_SECONDS = 3600.0


@dataclass
class FilingRound:
    """What one round did, by invoice id."""

    uploaded: list[int] = field(default_factory=list)
    reconciled: list[int] = field(default_factory=list)
    accepted: list[int] = field(default_factory=list)
    refused: list[int] = field(default_factory=list)
    failures: int = 0


class FilingJob:
    def __init__(self, sessionmaker: async_sessionmaker[AsyncSession], settings: Settings, clock: Clock, anaf: Efactura) -> None:
        self.sessionmaker = sessionmaker
        self.settings = settings
        self.clock = clock
        self.anaf = anaf

    async def step(self) -> FilingRound:
        done = FilingRound()
        if not self.settings.efactura_configured:
            return done
        await self.reconcile(done)
        for _ in range(UPLOADS_PER_ROUND):
            if not await self.upload_next(done):
                break
        await self.poll(done)
        return done

    # 2. Uploads
    async def upload_next(self, done: FilingRound) -> bool:
        """Takes and uploads one waiting invoice; False when none is due or ANAF is not answering
        (the others then wait for the next round instead of each failing in turn)."""
        now = self.clock.now()
        async with self.sessionmaker() as session:
            invoice = await FilingRepository(session).claim_next_pending(now)
            if invoice is None:
                return False
            invoice_id, kind, xml = invoice.id, invoice.kind, invoice.xml
            invoice.efactura_status = S.UPLOADING
            invoice.efactura_upload_started_at = now
            invoice.efactura_attempts += 1
            invoice.efactura_updated_at = now
            await session.commit()
        return await self._upload(invoice_id, kind, xml, done)

    async def _upload(self, invoice_id: int, kind: InvoiceKind, xml: str, done: FilingRound) -> bool:
        try:
            upload_id = await self.anaf.upload(xml, kind, seller_cui(xml))
        except EfacturaError as error:
            if not error.refused:
                done.failures += 1
            await self._upload_failed(invoice_id, error, done)
            return error.refused
        async with self.sessionmaker() as session:
            await FilingRepository(session).move(
                invoice_id,
                S.UPLOADING,
                efactura_status=S.IN_PROGRESS,
                efactura_upload_id=upload_id,
                efactura_updated_at=self.clock.now(),
            )
            await session.commit()
        done.uploaded.append(invoice_id)
        return True

    async def _upload_failed(self, invoice_id: int, error: EfacturaError, done: FilingRound) -> None:
        now = self.clock.now()
        if error.refused:
            values: dict[str, object] = {"efactura_status": S.NOK, "efactura_message": error.message, "efactura_updated_at": now}
            done.refused.append(invoice_id)
        elif error.maybe_received:
            log.warning("e-Factura upload of invoice %s: %s; settled by the next reconciliation", invoice_id, error.message)
            return
        else:
            log.warning("e-Factura upload of invoice %s: %s; retried later", invoice_id, error.message)
            values = {"efactura_status": S.PENDING, "efactura_updated_at": now}
        async with self.sessionmaker() as session:
            await FilingRepository(session).move(invoice_id, S.UPLOADING, **values)
            await session.commit()

    # 3. Answers
    async def poll(self, done: FilingRound) -> None:
        async with self.sessionmaker() as session:
            waiting = await FilingRepository(session).in_progress()
        for invoice_id, upload_id in waiting:
            try:
                answer = await self.anaf.state(upload_id)
                if answer.state == IN_PROCESSING:
                    continue
                archive = await self.anaf.download(answer.download_id) if answer.download_id else None
            except EfacturaError as error:
                log.warning("e-Factura state of upload %s (invoice %s): %s", upload_id, invoice_id, error.message)
                done.failures += 1
                if not error.refused:
                    break  # ANAF is away: the others wait for the next round
                continue
            ok = answer.state == "ok"
            # Besides "nok", ANAF answers e.g. "XML cu erori nepreluat de sistem" for a document it
            # could not even read: a refusal too, with no answer to download.
            refusal = None if ok else (refusal_text(archive) if archive else f"ANAF: {answer.state}")
            values = {
                "efactura_status": S.OK if ok else S.NOK,
                "efactura_download_id": answer.download_id,
                "efactura_answer": archive,
                "efactura_message": refusal,
                "efactura_updated_at": self.clock.now(),
            }
            async with self.sessionmaker() as session:
                if await FilingRepository(session).move(invoice_id, S.IN_PROGRESS, **values):
                    (done.accepted if ok else done.refused).append(invoice_id)
                await session.commit()

    # 1. Restarts
    async def reconcile(self, done: FilingRound) -> None:
        """Settles the invoices a stopped process left UPLOADING (see the module's docstring)."""
        now = self.clock.now()
        async with self.sessionmaker() as session:
            repository = FilingRepository(session)
            stale = await repository.stale_uploads(now - STALE_AFTER)
            if not stale:
                return
            try:
                filed = await self._filed_uploads(repository, stale, now)
            except EfacturaError as error:
                log.warning("e-Factura reconciliation: %s; tried again next round", error.message)
                done.failures += 1
                return
            for invoice in stale:
                upload_id = filed.get(invoice.number)
                if upload_id is not None:
                    invoice.efactura_status = S.IN_PROGRESS
                    invoice.efactura_upload_id = upload_id
                    invoice.efactura_updated_at = now
                    done.reconciled.append(invoice.id)
                elif invoice.efactura_upload_started_at is None or invoice.efactura_upload_started_at < now - REUPLOAD_AFTER:
                    # Never reached ANAF: it waits again, due at once.
                    invoice.efactura_status = S.PENDING
                    invoice.efactura_updated_at = None
            await session.commit()

    async def _filed_uploads(self, repository: FilingRepository, stale: list[Invoice], now: datetime) -> dict[str, str]:
        """Invoice number → ANAF upload id of the accepted uploads no invoice of ours records yet,
        for the sellers of `stale` since the oldest of them began."""
        oldest = min((i.efactura_upload_started_at or now for i in stale), default=now)
        days = (now - oldest).days + 2  # whole days back, and ANAF counts them from its own midnight
        filed: dict[str, str] = {}
        for cif in {seller_cui(i.xml) for i in stale}:
            messages = [m for m in await self.anaf.list_messages(days, cif) if m.kind == "FACTURA TRIMISA"]
            known = await repository.known_upload_ids([m.upload_id for m in messages])
            for message in messages:
                if message.upload_id in known:
                    continue
                number = filed_number(await self.anaf.download(message.id))
                if number is not None:
                    filed[number] = message.upload_id
        return filed


async def file_invoices(app: FastAPI) -> None:
    """admin-service's background task: a round every EFACTURA_POLL_SECONDS, only with ANAF
    credentials; after a round that could not reach ANAF, pauses twice as long (at most an hour)."""
    settings: Settings = app.state.settings
    interval = settings.efactura_poll_seconds
    if interval <= 0 or not settings.efactura_configured:
        return
    pause = interval
    async with Efactura.from_settings(settings) as anaf:
        job = FilingJob(app.state.sessionmaker, settings, app.state.clock, anaf)
        while True:
            try:
                done = await job.step()
                pause = min(pause * 2, LONGEST_PAUSE_SECONDS) if done.failures else interval
            except asyncio.CancelledError:
                raise
            except Exception as error:
                log_background_failure(log, "e-Factura filing", error)
                pause = min(pause * 2, LONGEST_PAUSE_SECONDS)
            await asyncio.sleep(pause)
