"""The local e-Factura stand-in as a process: ANAF's calls with its token, and (with --store) its
uploads kept across a restart, as `make run`'s localstripe keeps its payments."""

from pathlib import Path
import re
import subprocess

import httpx

from bakery_devtools import servers
from bakery_devtools.einvoice import ANAF_EXAMPLES

XML = (ANAF_EXAMPLES / "ubl_b2g_example0.xml").read_text(encoding="utf-8")
AUTH = {"Authorization": f"Bearer {servers.EFACTURA_LOCAL_TOKEN}"}


def start(port: int, store: Path) -> subprocess.Popen:
    process = subprocess.Popen(servers.efactura_command(port, store), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    servers.wait_for_port(port, process=process)
    return process


def test_an_upload_is_answered_and_kept_across_a_restart(tmp_path):
    port, store = servers.free_port(), tmp_path / "efactura.json"
    api = servers.efactura_api_url(port)
    process = start(port, store)
    try:
        answer = httpx.post(f"{api}/upload", params={"standard": "UBL", "cif": "1111111111118"}, content=XML, headers=AUTH)
        upload_id = re.search(r'index_incarcare="(\d+)"', answer.text).group(1)
        first = httpx.get(f"{api}/stareMesaj", params={"id_incarcare": upload_id}, headers=AUTH)
        assert 'stare="in prelucrare"' in first.text
    finally:
        servers.stop(process)

    process = start(port, store)
    try:
        later = httpx.get(f"{api}/stareMesaj", params={"id_incarcare": upload_id}, headers=AUTH)
        assert 'stare="ok"' in later.text
        download_id = re.search(r'id_descarcare="(\d+)"', later.text).group(1)
        archive = httpx.get(f"{api}/descarcare", params={"id": download_id}, headers=AUTH)
        assert archive.headers["content-type"] == "application/zip"
        listed = httpx.get(f"{api}/listaMesajeFactura", params={"zile": 1, "cif": "1111111111118"}, headers=AUTH).json()
        assert [(m["id_solicitare"], m["tip"]) for m in listed["mesaje"]] == [(upload_id, "FACTURA TRIMISA")]
        assert httpx.get(f"{api}/stareMesaj", params={"id_incarcare": upload_id}).status_code == 401
    finally:
        servers.stop(process)
