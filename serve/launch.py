"""Start and stop a Voila server the way `make serve` does, for the tests and measurements.

``make serve`` runs ``python -m voila --no-browser --port=8866 --Voila.ip=127.0.0.1
--Voila.config_file_paths=<repo>/serve notebooks/``; :func:`voila_command` builds the same
command for any port, folder and extra settings (e.g. shorter timeouts).
"""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parents[1]
SERVE_DIR = ROOT / "serve"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def die_with_parent() -> None:
    """In the child before exec: on Linux, get SIGTERM when the process that started it dies, so
    that a test run killed from outside (a timeout) leaves no server behind."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def voila_command(root: Path | str, port: int, *settings: str, config: bool = True) -> list[str]:
    """The command ``make serve`` runs, on ``port`` and folder ``root``, plus ``settings``
    (``--Class.trait=value``). ``config=False`` leaves out this folder's configuration."""
    cmd = [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"]
    if config:
        cmd.append(f"--Voila.config_file_paths={SERVE_DIR}")
    return [*cmd, *settings, str(root)]


def tail(path: Path, lines: int = 40) -> str:
    try:
        return "\n".join(Path(path).read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"


def stop(proc: subprocess.Popen) -> None:
    """Stop the server, then anything left in its process group (its kernels)."""
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=15)
    try:
        os.killpg(proc.pid, signal.SIGKILL)  # the group the server led (start_new_session=True)
    except (ProcessLookupError, PermissionError):
        pass


def wait_until_serving(proc: subprocess.Popen, base_url: str, log_path: Path, timeout: float):
    # A static file: every GET of a notebook page would start a kernel.
    probe = f"{base_url}/voila/static/voila.js"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the server exited with code {proc.returncode}:\n{tail(log_path)}")
        try:
            with urllib.request.urlopen(probe, timeout=2) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        time.sleep(0.1)
    stop(proc)
    raise RuntimeError(f"the server did not answer {probe} within {timeout} s:\n{tail(log_path)}")


def start_voila(
    root: Path | str,
    log_path: Path,
    *settings: str,
    config: bool = True,
    timeout: float = 90,
    attempts: int = 3,
) -> tuple[subprocess.Popen, str]:
    """Start Voila on a free port; return the process and its base URL (no trailing slash)."""
    errors = []
    for _ in range(attempts):  # a free port can be taken between choosing it and binding it
        port = free_port()
        with open(log_path, "ab") as log:
            proc = subprocess.Popen(
                voila_command(root, port, *settings, config=config),
                cwd=ROOT,
                stdout=log,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                start_new_session=True,
                preexec_fn=die_with_parent,
            )
        base_url = f"http://127.0.0.1:{port}"
        try:
            wait_until_serving(proc, base_url, log_path, timeout)
        except RuntimeError as exc:
            stop(proc)
            errors.append(str(exc))
            continue
        return proc, base_url
    raise RuntimeError("Voila did not start:\n\n" + "\n\n".join(errors))


def kernel_processes(server_pid: int) -> list[psutil.Process]:
    """The kernels a server runs: its descendants running ipykernel_launcher."""
    try:
        children = psutil.Process(server_pid).children(recursive=True)
    except psutil.NoSuchProcess:
        return []
    kernels = []
    for child in children:
        try:
            if any("ipykernel_launcher" in part for part in child.cmdline()):
                kernels.append(child)
        except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
            continue
    return kernels


def kernel_process(server_pid: int, kernel_id: str) -> psutil.Process | None:
    """The process of one kernel (its connection file is named after the kernel id)."""
    for proc in kernel_processes(server_pid):
        try:
            if any(kernel_id in part for part in proc.cmdline()):
                return proc
        except psutil.NoSuchProcess:
            continue
    return None
