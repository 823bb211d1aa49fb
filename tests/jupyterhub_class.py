"""A class on a real JupyterHub, on this machine: accounts, course, exchange, hub and services.

Used by tests/test_jupyterhub.py; graders/JUPYTERHUB.md says what it sets up and why. In short:

- real Unix accounts made with ``useradd`` (a grading account that owns the course folder and
  runs the formgrader service, and a student), because nbgrader's exchange names and checks
  submissions by the Unix account that wrote them; the hub's instructor account has no Unix
  account of its own (it never starts a server: it uses the formgrader service);
- JupyterHub's ``SharedPasswordAuthenticator`` (no PAM: the accounts need no Unix password) and
  its ``LocalProcessSpawner`` (each server runs as its user, as on a real hub);
- the hub, its proxy, the formgrader service, the student's server and the Chromium that tests
  drive all live in a **private network namespace** with its own loopback: JupyterHub and the
  proxy cannot listen on port 0 (the hub must know each port before the process that listens
  on it starts, and it picks user servers' ports itself), so they get fixed ports that nothing
  else on the machine can hold or take.

Everything lives in one temporary folder (homes, course, exchange, hub state), removed at the
end with the accounts.
"""

from __future__ import annotations

import contextlib
import ctypes
import fcntl
import json
import os
import pwd
import re
import secrets
import shutil
import signal
import socket
import stat
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import psutil

from graders.course import REPO, make_course_dir

COURSE_ID = "pytorch-in-practice"  # the nbgrader course id, and the formgrader service's name
FORMGRADE_GROUP = f"formgrade-{COURSE_ID}"
STUDENT_GROUP = f"nbgrader-{COURSE_ID}"
# Fixed ports: they exist only inside the hub's own network namespace.
PUBLIC_URL = "http://127.0.0.1:8000"
PROXY_API_URL = "http://127.0.0.1:8001"
HUB_BIND_URL = "http://127.0.0.1:8081"
SERVICE_URL = "http://127.0.0.1:9999"
# Same-origin framing only: the formgrader is shown in an iframe of JupyterLab (JUPYTERHUB.md).
CSP = json.dumps({"headers": {"Content-Security-Policy": "frame-ancestors 'self'"}})
LAB_ARGS = ["--LabApp.news_url=None",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"]
BIN = Path(sys.executable).parent
CLONE_NEWNET = 0x40000000
_libc = ctypes.CDLL(None, use_errno=True)
T = TypeVar("T")


@dataclass(frozen=True)
class Account:
    name: str
    uid: int
    gid: int
    home: Path

    def env(self, **extra: str) -> dict[str, str]:
        """An environment for commands run as this account (course tools on PATH)."""
        return {"HOME": str(self.home), "USER": self.name, "LOGNAME": self.name,
                "PATH": os.pathsep.join([str(BIN), "/usr/local/bin", "/usr/bin", "/bin"]),
                "PYTHONPATH": str(REPO), "LANG": "C.UTF-8",
                **{k: v for k, v in os.environ.items() if k.startswith("PTP_")}, **extra}


def missing_pieces() -> list[str]:
    """What this machine lacks for the hub test, in words (empty when nothing)."""
    missing = []
    if os.geteuid() != 0:
        missing.append("root (to create Unix accounts and the hub's network namespace)")
    for tool in ("useradd", "userdel", "configurable-http-proxy", "node"):
        if shutil.which(tool) is None:
            missing.append(tool)
    if os.geteuid() == 0 and shutil.which("unshare") and subprocess.run(
            ["unshare", "--net", "true"], capture_output=True).returncode != 0:
        missing.append("a private network namespace (unshare --net: CAP_SYS_ADMIN)")
    try:
        import jupyterhub  # noqa: F401
    except ImportError:
        missing.append("the jupyterhub Python package (requirements.txt)")
    return missing


def install_system_packages() -> None:
    """scripts/system-packages.sh (idempotent, quick when everything is there), when run as root."""
    if os.geteuid() == 0:
        subprocess.run([str(REPO / "scripts" / "system-packages.sh")], check=False)


# ------------------------------------------------------------------ accounts and permissions

def add_account(name: str, home: Path) -> Account:
    """A fresh Unix account ``name`` with its home at ``home`` (an old one is replaced)."""
    remove_account(name)
    subprocess.run(["useradd", "--home-dir", str(home), "--create-home", "--user-group",
                    "--shell", "/bin/bash", name], check=True, capture_output=True)
    entry = pwd.getpwnam(name)
    return Account(name, entry.pw_uid, entry.pw_gid, home)


def remove_stale_accounts() -> None:
    """Delete the accounts an interrupted run left behind (their home folder is gone)."""
    for entry in pwd.getpwall():
        if re.fullmatch(r"ptp-(grader|student)-[0-9a-f]{4}", entry.pw_name) and \
                not Path(entry.pw_dir).exists():
            remove_account(entry.pw_name)


def remove_account(name: str) -> None:
    try:
        uid = pwd.getpwnam(name).pw_uid
    except KeyError:
        return
    kill_processes_of({uid})
    subprocess.run(["userdel", "--force", name], check=False, capture_output=True)


def kill_processes_of(uids: set[int]) -> None:
    """End every process of the test's own accounts (servers and kernels left behind)."""
    procs = [p for p in psutil.process_iter(["uids"])
             if p.info["uids"] and p.info["uids"].real in uids]
    for p in procs:
        try:
            p.kill()
        except psutil.Error:
            pass
    psutil.wait_procs(procs, timeout=10)


def chown_tree(path: Path, account: Account) -> None:
    """Give ``path`` and everything under it to ``account`` (links themselves, never targets)."""
    os.lchown(path, account.uid, account.gid)
    for folder, dirs, files in os.walk(path):  # does not follow links
        for name in dirs + files:
            os.lchown(os.path.join(folder, name), account.uid, account.gid)


def closed_to_others(paths: list[Path]) -> list[Path]:
    """The folders above ``paths`` that other accounts may not enter (no ``o+x``)."""
    closed = []
    for path in paths:
        for parent in [path.resolve(), *path.resolve().parents]:
            if parent.is_dir() and not parent.stat().st_mode & stat.S_IXOTH:
                closed.append(parent)
    return sorted(set(closed))


def run_as(account: Account, args: list[str], cwd: Path,
           timeout: float = 600) -> subprocess.CompletedProcess[str]:
    """Run ``args`` as ``account`` (its own uid, gid and no other group); fail loudly."""
    proc = subprocess.run(args, cwd=cwd, env=account.env(), user=account.uid,
                          group=account.gid, extra_groups=[], text=True, capture_output=True,
                          timeout=timeout)
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} as {account.name} failed "
                           f"({proc.returncode}):\n{proc.stdout}\n{proc.stderr}")
    return proc


# ------------------------------------------------------------------ the private network

def loopback_up() -> None:
    """Bring up ``lo`` in this process's network namespace (a new one has it down)."""
    siocgifflags, siocsifflags, iff_up = 0x8913, 0x8914, 0x1
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        request = struct.pack("16sh22x", b"lo", 0)
        flags = struct.unpack("16sh22x", fcntl.ioctl(s, siocgifflags, request))[1]
        fcntl.ioctl(s, siocsifflags, struct.pack("16sh22x", b"lo", flags | iff_up))


def enter_netns(pid: int) -> None:
    """Move the calling thread into the network namespace of process ``pid``."""
    fd = os.open(f"/proc/{pid}/ns/net", os.O_RDONLY)
    try:
        if _libc.setns(fd, CLONE_NEWNET) != 0:
            err = ctypes.get_errno()
            raise OSError(err, f"setns into the network namespace of {pid}: {os.strerror(err)}")
    finally:
        os.close(fd)


def in_netns(pid: int, fn: Callable[[], T]) -> T:
    """``fn()`` run in a thread that lives in the network namespace of process ``pid``."""
    out: dict[str, object] = {}

    def run() -> None:
        try:
            enter_netns(pid)
            out["value"] = fn()
        except BaseException as err:  # handed to the caller
            out["error"] = err

    thread = threading.Thread(target=run, name=f"netns-{pid}")
    thread.start()
    thread.join()
    if "error" in out:
        raise out["error"]  # type: ignore[misc]
    return out["value"]  # type: ignore[return-value]


def http_status(url: str) -> int | None:
    """The HTTP status ``url`` answers with (no redirect followed), or None when nothing answers."""
    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args: object, **kwargs: object) -> None:
            return None  # the redirect is the answer

    try:
        with urllib.request.build_opener(NoRedirect).open(url, timeout=10) as resp:
            return resp.status
    except urllib.error.HTTPError as err:
        return err.code
    except OSError:
        return None


@contextlib.contextmanager
def netns_of(pid: int) -> Iterator[None]:
    """The calling thread in the network namespace of process ``pid`` for the ``with`` block.

    Processes the thread starts meanwhile stay there: Playwright's driver started in it starts
    Chromium there too (it talks to both over pipes, not ports).
    """
    own = os.open(f"/proc/self/task/{threading.get_native_id()}/ns/net", os.O_RDONLY)
    try:
        enter_netns(pid)
        try:
            yield
        finally:
            if _libc.setns(own, CLONE_NEWNET) != 0:
                raise OSError(ctypes.get_errno(), "setns back to the test's own network")
    finally:
        os.close(own)


# ------------------------------------------------------------------ the class

@dataclass
class HubClass:
    """The accounts, course folder, exchange and hub of one test run."""

    root: Path
    grader: Account
    student: Account
    instructor: str  # a hub account only
    course: Path
    exchange: Path
    password: str
    proc: subprocess.Popen | None = None

    @property
    def log(self) -> Path:
        return self.root / "hub" / "jupyterhub.log"

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    def config(self) -> str:
        """jupyterhub_config.py: graders/JUPYTERHUB.md's, with this run's names and folders."""
        singleuser = str(BIN / "jupyterhub-singleuser")
        ptp_env = {k: v for k, v in os.environ.items() if k.startswith("PTP_")}
        settings = {
            "JupyterHub.bind_url": PUBLIC_URL,
            "JupyterHub.hub_bind_url": HUB_BIND_URL,
            "ConfigurableHTTPProxy.api_url": PROXY_API_URL,
            "ConfigurableHTTPProxy.command": [shutil.which("configurable-http-proxy")],
            "ConfigurableHTTPProxy.pid_file": str(self.root / "hub" / "proxy.pid"),
            "JupyterHub.db_url": f"sqlite:///{self.root / 'hub' / 'jupyterhub.sqlite'}",
            "JupyterHub.cookie_secret_file": str(self.root / "hub" / "cookie_secret"),
            "JupyterHub.authenticator_class": "shared-password",
            "SharedPasswordAuthenticator.user_password": self.password,
            "Authenticator.allowed_users": [self.instructor, self.student.name],
            "JupyterHub.load_groups": {
                FORMGRADE_GROUP: {"users": [self.instructor]},
                STUDENT_GROUP: {"users": [self.student.name]},
            },
            "JupyterHub.services": [{
                "name": COURSE_ID,
                "url": SERVICE_URL,
                # who may open it is the role below (jupyterhub-singleuser's old --group
                # option is ignored since JupyterHub 4's server extension)
                "command": [singleuser, f"--ServerApp.tornado_settings={CSP}", *LAB_ARGS],
                "user": self.grader.name,
                "cwd": str(self.course),
                "environment": {"PATH": self.grader.env()["PATH"], "PYTHONPATH": str(REPO)},
                "oauth_no_confirm": True,
                # the hub answers only once the service does: a loaded machine may need
                # more than the 30 s JupyterHub waits by default
                "timeout": 300,
            }],
            "JupyterHub.load_roles": [{
                "name": "formgrader-access",
                "groups": [FORMGRADE_GROUP],
                "scopes": [f"access:services!service={COURSE_ID}"],
            }],
            "JupyterHub.spawner_class": "localprocess",
            "Spawner.cmd": [singleuser],
            "Spawner.args": [f"--ServerApp.tornado_settings={CSP}", *LAB_ARGS],
            "Spawner.default_url": "/lab",
            # The stand-in for /etc/jupyter (nbgrader_config.py: course id, exchange), and the
            # course's settings (offline, CPU, small scale) for the students' kernels.
            "Spawner.environment": {"JUPYTER_CONFIG_PATH": str(self.root / "etc-jupyter"),
                                    **ptp_env},
            "Spawner.http_timeout": 300,
            "Spawner.start_timeout": 300,
        }
        lines = ["c = get_config()  # noqa: F821"]
        lines += [f"c.{key} = {value!r}" for key, value in settings.items()]
        return "\n".join(lines) + "\n"

    def start(self) -> None:
        """Start JupyterHub (as root, in a new network namespace); returns at once."""
        hub = self.root / "hub"
        hub.mkdir(exist_ok=True)
        (hub / "jupyterhub_config.py").write_text(self.config())
        env = {**os.environ, "PATH": os.pathsep.join([str(BIN), os.environ["PATH"]])}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.jupyterhub_class", "--", str(BIN / "jupyterhub"),
             "-f", str(hub / "jupyterhub_config.py")],
            cwd=hub, env={**env, "PYTHONPATH": str(REPO)}, stdout=self.log.open("w"),
            stderr=subprocess.STDOUT, start_new_session=True)

    def wait_ready(self, url: str, ok: Callable[[int], bool], timeout: float = 300) -> int:
        """Wait until ``url`` (inside the hub's network) answers with a status ``ok`` accepts."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc is None or self.proc.poll() is not None:
                raise RuntimeError(f"JupyterHub exited:\n{self.tail()}")
            status = in_netns(self.pid, lambda: http_status(url))
            if status is not None and ok(status):
                return status
            time.sleep(0.2)
        raise TimeoutError(f"{url} did not become ready:\n{self.tail()}")

    def tail(self, n: int = 4000) -> str:
        return self.log.read_text(errors="replace")[-n:] if self.log.exists() else ""

    def stop(self) -> None:
        """Stop the hub (it stops the proxy, the service and the servers), then any leftovers."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait()
        pid_file = self.root / "hub" / "proxy.pid"
        if pid_file.exists():  # a proxy the hub could not stop
            try:
                proxy = psutil.Process(int(pid_file.read_text().strip()))
                if "configurable-http-proxy" in " ".join(proxy.cmdline()):
                    proxy.kill()
            except (psutil.Error, ValueError):
                pass
        kill_processes_of({self.grader.uid, self.student.uid})


def make_class(root: Path) -> HubClass:
    """Accounts, the grading account's course folder, the exchange and nbgrader's shared config.

    ``root`` must be a fresh folder that every account may enter.
    """
    remove_stale_accounts()
    suffix = secrets.token_hex(2)
    homes = root / "home"
    homes.mkdir(mode=0o755)
    grader = add_account(f"ptp-grader-{suffix}", homes / "grader")
    student = add_account(f"ptp-student-{suffix}", homes / "student")
    exchange = root / "exchange"
    exchange.mkdir()
    exchange.chmod(0o777)  # as nbgrader's documentation sets it up
    # /etc/jupyter/nbgrader_config.py of JUPYTERHUB.md, for everyone
    etc = root / "etc-jupyter"
    etc.mkdir()
    (etc / "nbgrader_config.py").write_text(
        f"c = get_config()  # noqa: F821\nc.CourseDirectory.course_id = {COURSE_ID!r}\n"
        f"c.Exchange.root = {str(exchange)!r}\n")
    course = make_course_dir(grader.home / COURSE_ID)
    with (course / "nbgrader_config.py").open("a") as config:
        config.write(f"c.Exchange.root = {str(exchange)!r}\n")
    quiet_lab(grader)
    quiet_lab(student)
    # Students get nbgrader's assignment list and Validate only (JUPYTERHUB.md).
    (student.home / ".jupyter").mkdir(exist_ok=True)
    (student.home / ".jupyter" / "jupyter_server_config.json").write_text(json.dumps(
        {"ServerApp": {"jpserver_extensions": {"nbgrader.server_extensions.formgrader": False,
                                               "nbgrader.server_extensions.course_list": False}}}))
    (student.home / ".jupyter" / "labconfig").mkdir(exist_ok=True)
    (student.home / ".jupyter" / "labconfig" / "page_config.json").write_text(json.dumps(
        {"disabledExtensions": {"@jupyter/nbgrader:formgrader": True,
                                "@jupyter/nbgrader:course-list": True,
                                "@jupyter/nbgrader:create-assignment": True}}))
    chown_tree(grader.home, grader)
    chown_tree(student.home, student)
    return HubClass(root, grader, student, f"ptp-instructor-{suffix}", course, exchange,
                    password=secrets.token_urlsafe(12))


def quiet_lab(account: Account) -> None:
    """JupyterLab settings: no news or update notifications over the buttons tests click."""
    settings = account.home / ".jupyter" / "lab" / "user-settings" / "@jupyterlab"
    (settings / "apputils-extension").mkdir(parents=True, exist_ok=True)
    (settings / "apputils-extension" / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))


def new_root() -> Path:
    """A fresh folder for one run that the test's accounts may enter (not pytest's, which is
    private to root)."""
    root = Path(tempfile.mkdtemp(prefix="ptp-hub-"))
    root.chmod(0o755)
    return root


if __name__ == "__main__":
    # python -m tests.jupyterhub_class -- COMMAND...: run COMMAND in a new network namespace
    # whose loopback is up (the hub and everything it starts inherit it).
    command = sys.argv[sys.argv.index("--") + 1:]
    if _libc.unshare(CLONE_NEWNET) != 0:
        err = ctypes.get_errno()
        raise SystemExit(f"unshare(CLONE_NEWNET): {os.strerror(err)}")
    loopback_up()
    os.execv(command[0], command)
