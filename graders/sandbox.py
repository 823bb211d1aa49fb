"""A sandbox for students' code: the kernel that nbgrader starts runs under bubblewrap.

How it plugs into nbgrader (without changing it): the grading run sets ``JUPYTER_PATH`` to a
folder holding a ``python3`` kernelspec whose command is this module (``sandbox_kernelspec``), and
makes jupyter_client talk to kernels over Unix sockets (``KernelManager.transport = "ipc"``), since
a sandbox without network cannot reach TCP ports on the host. When nbgrader starts a kernel for a
submission, ``python -m graders.sandbox CONNECTION_FILE`` runs on the host and starts the real
kernel inside bubblewrap.

**What the kernel sees (an allow-list; nothing else of the host exists in there):**

* read-only: ``/usr`` without ``/usr/local`` (the system's programs and libraries; ``/bin``,
  ``/lib``, ``/lib64``, ``/sbin`` as on the host), the few files of ``/etc`` that programs need to
  start (``SYSTEM_ETC``), the Python installation and the virtual environment that run the
  grader (``python_paths``), the ``ptp`` helper package, and the FashionMNIST sample (at
  ``/tmp/ptp``);
* read-write: a private working copy of the submission's folder, mounted where nbgrader runs the
  notebook, in which every notebook has its hidden tests removed (nbgrader writes the notebook
  with the hidden tests restored into that folder before running it: the kernel never sees that
  file); the kernel's own sockets;
* private and empty: ``/tmp`` (which is also ``HOME``), ``/dev`` (null, zero, random, ...),
  ``/proc`` of its own PID namespace.

So no home folder, no ``/root``, ``/srv``, ``/opt``, ``/var``, ``/mnt``, no other checkout of
the course, no gradebook, no other student and none of the grader's temporary folders.

**What else:** no network (``--unshare-all``: new network, PID, IPC, UTS and user namespaces);
an environment built from an allow-list (``kernel_env``: locale, thread counts, the course's own
``PTP_*`` settings), nothing inherited from the grader; an unprivileged user id per worker slot
with a process limit (``RLIMIT_NPROC``) and a file-size limit; a watchdog on the host that kills
the sandbox when its processes together exceed the memory limit or the process count (a memory
or fork bomb), and forwards interrupts (nbgrader's per-cell timeout interrupts the kernel, then
moves on); output capped inside the kernel, so a print loop cannot flood the grader.

Settings come from environment variables that the grading command sets (see ``SandboxLimits``).
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import psutil

from graders.hidden import strip_hidden
from ptp.data import sample_root

REPO = Path(__file__).resolve().parent.parent
NOBODY = 65534
# /etc is not mounted; these of its files are (when they exist): the dynamic linker's cache, the
# user and group names, the time zone, fonts, and what name resolution reads ("localhost" for
# torch.distributed's rendezvous on the sandbox's own loopback).
SYSTEM_ETC = ("ld.so.cache", "ld.so.conf", "ld.so.conf.d", "localtime", "nsswitch.conf",
              "hosts", "host.conf", "gai.conf", "passwd", "group", "fonts", "alternatives",
              "os-release", "mime.types")
# The kernel's environment is built from these, nothing else of the grader's is passed on.
KERNEL_ENV_NAMES = ("LANG", "LC_ALL", "LC_CTYPE", "TZ", "OMP_NUM_THREADS", "MKL_NUM_THREADS",
                    "OPENBLAS_NUM_THREADS", "MPLBACKEND", "PYTHONWARNINGS", "PYTHONHASHSEED",
                    "PYDEVD_DISABLE_FILE_VALIDATION")
KERNEL_ENV_PREFIXES = ("PTP_",)  # the course's own settings (scale, device, ...)
KERNEL_ENV_EXCLUDE = ("PTP_SANDBOX", "PTP_GRADING")  # the grader's own stay outside
# matplotlib's config and cache folder in the kernel: on its private /tmp, so writable (a folder
# it cannot write makes matplotlib say so on stderr, in every learner's feedback); the font list
# built once per grading run (``font_cache``) is mounted read-only at FONTS and linked into it.
MPL_DIR = Path("/tmp/mpl")
FONTS = Path("/run/ptp-fonts")


@dataclass(frozen=True)
class SandboxLimits:
    """Limits for one submission's kernel; ``env()`` turns them into the variables read here."""

    memory_mib: int = 6144  # resident memory summed over the kernel and its workers
    processes: int = 64     # processes in the sandbox (the watchdog counts them)
    tasks: int = 2048       # RLIMIT_NPROC: threads count too (torch starts many)
    file_mib: int = 256
    output_mib: int = 8

    def env(self) -> dict[str, str]:
        return {"PTP_SANDBOX_MEMORY_MIB": str(self.memory_mib),
                "PTP_SANDBOX_PROCESSES": str(self.processes),
                "PTP_SANDBOX_TASKS": str(self.tasks),
                "PTP_SANDBOX_FILE_MIB": str(self.file_mib),
                "PTP_SANDBOX_OUTPUT_MIB": str(self.output_mib)}


def bubblewrap() -> str | None:
    """Path of the ``bwrap`` program, or None."""
    return shutil.which("bwrap")


def require_bubblewrap() -> str:
    path = bubblewrap()
    if path is None:
        raise SystemExit(
            "bubblewrap (bwrap) is not installed, so students' code cannot be sandboxed.\n"
            "Install it (Debian/Ubuntu: sudo apt-get install bubblewrap), or rerun with "
            "--no-sandbox if you accept running submissions with your own rights.")
    return path


def sandbox_kernelspec(folder: Path) -> Path:
    """Write a ``python3`` kernelspec that starts kernels in the sandbox; return JUPYTER_PATH."""
    spec = folder / "kernels" / "python3"
    spec.mkdir(parents=True, exist_ok=True)
    (spec / "kernel.json").write_text(json.dumps({
        "argv": [sys.executable, "-m", "graders.sandbox", "{connection_file}"],
        "display_name": "Python 3 (sandboxed grading)",
        "language": "python",
        "env": {"PYTHONPATH": str(REPO)},
    }, indent=1))
    return folder


def grading_env(runtime: Path, limits: SandboxLimits, uid: int = NOBODY,
                font_list: Path | None = None) -> dict[str, str]:
    """Environment for an nbgrader process whose kernels must run sandboxed.

    ``font_list`` is matplotlib's font cache made by ``font_cache`` (once per grading run).
    """
    (runtime / "ipc").mkdir(parents=True, exist_ok=True)
    os.chmod(runtime, 0o755)
    fonts = {"PTP_SANDBOX_FONT_LIST": str(font_list)} if font_list else {}
    return {**fonts,
        **limits.env(),
        "JUPYTER_PATH": str(sandbox_kernelspec(runtime / "jupyter")),
        "JUPYTER_RUNTIME_DIR": str(runtime / "run"),
        "PTP_SANDBOX": "1",
        "PTP_SANDBOX_IPC": str(runtime / "ipc"),
        "PTP_SANDBOX_UID": str(uid),
        "PTP_SANDBOX_DATA": str(sample_root()),
    }


def font_cache(folder: Path) -> Path | None:
    """Build matplotlib's font list once, in a sandbox that sees the fonts the kernels see.

    Every kernel starts with an empty ``/tmp``; without this each one would scan the system's
    fonts again (about 0.3 s of CPU per submission). The file is mounted read-only outside each
    kernel's matplotlib folder and linked into it (the folder stays writable, so matplotlib
    has nothing to complain of), and no submission can change what the next one gets. Returns
    None when it could not be built (each kernel then builds its own).
    """
    folder.mkdir(parents=True, exist_ok=True)
    os.chmod(folder, 0o755)
    binds = [*_ro_system(), "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp"]
    for path in python_paths():
        binds += ["--ro-bind", str(path), str(path)]
    binds += ["--bind", str(folder), str(MPL_DIR)]
    env = []
    for name, value in kernel_env({}).items():
        env += ["--setenv", name, value]
    try:
        subprocess.run([require_bubblewrap(), *binds, "--unshare-all", "--die-with-parent",
                        "--clearenv", *env, "--", str(sandbox_python()), "-c",
                        "import matplotlib.font_manager"],
                       capture_output=True, timeout=300, check=True)
    except (subprocess.SubprocessError, OSError):
        return None
    found = sorted(folder.glob("fontlist-*.json"))
    if not found:
        return None
    os.chmod(found[-1], 0o644)
    return found[-1]


# ---------------------------------------------------------------- the kernel side (on the host)

OUTPUT_CAP = """
import sys as _s
class _Capped:
    def __init__(self, stream, budget):
        self._stream, self._left, self._warned = stream, budget, False
    def write(self, text):
        if self._left <= 0:
            if not self._warned:
                self._warned = True
                self._stream.write("\\n[output truncated by the grading sandbox]\\n")
            return len(text)
        self._left -= len(text)
        return self._stream.write(text[: max(0, self._left + len(text))])
    def __getattr__(self, name):
        return getattr(self._stream, name)
_s.stdout = _Capped(_s.stdout, {budget})
_s.stderr = _Capped(_s.stderr, {budget})
del _Capped, _s
"""


def _tree(proc: psutil.Process) -> list[psutil.Process]:
    try:
        return [proc, *proc.children(recursive=True)]
    except psutil.Error:
        return []


def _rss(procs: list[psutil.Process]) -> int:
    total = 0
    for p in procs:
        try:
            total += p.memory_info().rss
        except psutil.Error:
            pass
    return total


def _is_kernel(proc: psutil.Process) -> bool:
    try:
        return proc.cmdline()[1:3] == ["-m", "ipykernel_launcher"]
    except (psutil.Error, IndexError):
        return False


def _kill(procs: list[psutil.Process]) -> None:
    for p in reversed(procs):
        try:
            p.kill()
        except psutil.Error:
            pass


def python_paths() -> list[Path]:
    """The folders of the Python that runs the grader: its installation and its environment.

    A Python in ``/usr`` is already there; one in ``/usr/local`` brings its ``bin`` and ``lib``
    (the rest of ``/usr/local`` stays hidden); any other prefix (pyenv, conda, a virtual
    environment) is mounted whole.
    """
    paths = []
    for prefix in dict.fromkeys(Path(p).resolve() for p in (sys.base_prefix, sys.prefix)):
        if prefix == Path("/usr"):
            continue
        if prefix == Path("/usr/local"):
            paths += [prefix / "bin", prefix / "lib"]
        else:
            paths.append(prefix)
    return paths


def sandbox_python() -> Path:
    """This Python as the sandbox reaches it: its folder resolved (a virtual environment
    reached through a link, ``.venv -> /elsewhere/.venv``, is mounted at the resolved path
    ``python_paths`` gives), its own name kept (the venv's ``python``, not the interpreter it
    links to, so the venv's packages are the ones found)."""
    return Path(sys.executable).parent.resolve() / Path(sys.executable).name


def kernel_env(environ: dict[str, str] | os._Environ) -> dict[str, str]:
    """The kernel's environment: allowed names only, then the sandbox's own settings."""
    env = {k: v for k, v in environ.items()
           if (k in KERNEL_ENV_NAMES or k.startswith(KERNEL_ENV_PREFIXES))
           and not k.startswith(KERNEL_ENV_EXCLUDE)}
    env.setdefault("LANG", "C.UTF-8")
    env.update({
        "PATH": os.pathsep.join([str(sandbox_python().parent), "/usr/bin", "/bin"]),
        "HOME": "/tmp", "USER": "student", "LOGNAME": "student",
        "PYTHONPATH": str(REPO),  # only ptp/ of the repository is mounted there
        "PTP_DATA": "/tmp/ptp", "PTP_OFFLINE": "1", "MPLCONFIGDIR": str(MPL_DIR),
    })
    return env


def private_copy(workdir: Path, dest: Path) -> None:
    """Copy the submission's folder to ``dest``, every notebook without its hidden tests.

    Plain JSON, not nbformat: this runs at every kernel start, and importing nbformat (with its
    schema validator) would cost the grader more than a second of CPU per submission.
    """
    shutil.copytree(workdir, dest, symlinks=True, dirs_exist_ok=True)
    for path in dest.rglob("*.ipynb"):
        try:
            if path.is_symlink():
                raise ValueError("a link")
            nb = json.loads(path.read_text(encoding="utf-8"))
            for cell in nb["cells"]:
                if cell.get("cell_type") == "code":
                    source = cell.get("source", "")
                    source = "".join(source) if isinstance(source, list) else str(source)
                    cell["source"] = strip_hidden(source)[0]
            path.write_text(json.dumps(nb, indent=1, ensure_ascii=False), encoding="utf-8")
        except Exception:  # not a notebook nbgrader could have written: leave nothing readable
            path.unlink()


def _ro_system() -> list[str]:
    """bubblewrap arguments for the read-only system part of the allow-list."""
    args = ["--ro-bind", "/usr", "/usr", "--tmpfs", "/usr/local"]
    for top in ("bin", "lib", "lib64", "sbin", "lib32", "libx32"):
        path = Path("/") / top
        if path.is_symlink():
            args += ["--symlink", os.readlink(path), str(path)]
        elif path.is_dir():
            args += ["--ro-bind", str(path), str(path)]
    for name in SYSTEM_ETC:
        path = Path("/etc") / name
        if path.exists():
            args += ["--ro-bind", str(path), str(path)]
    return args


def kernel_mounts(workdir: Path, work: Path, ipc_dir: Path, private: Path,
                  environ: dict[str, str] | os._Environ
                  ) -> tuple[list[tuple[Path, Path]], list[tuple[Path, Path]],
                             list[tuple[Path, Path]]]:
    """What a kernel's sandbox holds, as (host path, path in the sandbox): read-only, then
    read-write; and the symbolic links (target, link) made in it."""
    keep = [(p, p) for p in python_paths()] + [(REPO / "ptp", REPO / "ptp")]
    data = environ.get("PTP_SANDBOX_DATA")
    if data:  # the FashionMNIST sample, unpacked once by the grader: no kernel unpacks it again
        keep.append((Path(data), Path("/tmp/ptp") / Path(data).name))
    font_list = environ.get("PTP_SANDBOX_FONT_LIST")
    links = []
    if font_list and Path(font_list).is_file():  # read-only, linked into the writable mpl folder
        keep.append((Path(font_list), FONTS / Path(font_list).name))
        links.append((FONTS / Path(font_list).name, MPL_DIR / Path(font_list).name))
    writable = [(work, workdir), (ipc_dir, ipc_dir), (private, Path("/run/kernel"))]
    return keep, writable, links


def sandbox_binds(keep: list[tuple[Path, Path]], writable: list[tuple[Path, Path]],
                  sources: list[Path], links: list[tuple[Path, Path]]) -> list[str]:
    """bubblewrap's mount arguments: the system read-only, a private ``/tmp``, each of ``keep``
    read-only and each of ``writable`` read-write at its path in the sandbox (bound from
    ``sources``, one per path of both), ``links`` (target, link) as symbolic links, the root
    read-only."""
    binds = [*_ro_system(), "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp"]
    # A folder bound below /tmp (a course cloned under /tmp) needs its parents made on the private
    # /tmp, where they would be writable: a read-only tmpfs holds them instead, so that writing
    # beside a bound folder fails wherever the course lives. (So nothing the kernel must write
    # to, matplotlib's folder included, has a bound path below it: a link instead.)
    dests = [dest for _, dest in [*keep, *writable]]
    shells = sorted({Path("/tmp", d.relative_to("/tmp").parts[0]) for d in dests
                     if d.is_relative_to("/tmp") and len(d.relative_to("/tmp").parts) > 1}
                    - set(dests))
    for shell in shells:
        binds += ["--tmpfs", str(shell)]
    for source, (_, dest) in zip(sources, [*keep, *writable], strict=True):
        kind = "--bind" if any(dest == d for _, d in writable) else "--ro-bind"
        binds += [kind, str(source), str(dest)]
    for target, link in links:
        binds += ["--symlink", str(target), str(link)]
    for shell in shells:
        binds += ["--remount-ro", str(shell)]
    binds += ["--remount-ro", "/"]  # the root itself: writes land only where allowed above
    return binds


def run_kernel(connection_file: str) -> int:
    """Start the kernel for ``connection_file`` inside bubblewrap and watch it."""
    bwrap = require_bubblewrap()
    workdir = Path.cwd().resolve()
    uid = int(os.environ.get("PTP_SANDBOX_UID", NOBODY))
    memory = int(os.environ.get("PTP_SANDBOX_MEMORY_MIB", 6144)) * 2**20
    max_procs = int(os.environ.get("PTP_SANDBOX_PROCESSES", 64))
    max_tasks = int(os.environ.get("PTP_SANDBOX_TASKS", 2048))
    file_bytes = int(os.environ.get("PTP_SANDBOX_FILE_MIB", 256)) * 2**20
    output_bytes = int(os.environ.get("PTP_SANDBOX_OUTPUT_MIB", 8)) * 2**20

    info = json.loads(Path(connection_file).read_text())
    ipc_dir = Path(info["ip"]).parent if info.get("transport") == "ipc" else None
    if ipc_dir is None:
        raise SystemExit("the sandbox needs KernelManager.transport = 'ipc'")
    # The kernel's own folder, beside its sockets (the grader's, never the course's): a copy of
    # the submission without hidden tests, its connection file and its start-up code.
    private = Path(tempfile.mkdtemp(prefix="kernel-", dir=ipc_dir.parent))
    work = private / "work"
    private_copy(workdir, work)
    own_conn = private / "connection.json"
    own_conn.write_text(json.dumps(info))
    startup = private / "startup.py"
    startup.write_text(OUTPUT_CAP.format(budget=output_bytes))
    if os.geteuid() == 0:
        for path in (private, *private.rglob("*"), ipc_dir):
            os.lchown(path, uid, uid)
    os.chmod(ipc_dir, 0o700)
    os.chmod(private, 0o700)

    keep, writable, links = kernel_mounts(workdir, work, ipc_dir, private, os.environ)
    command, mounts = [], []
    if os.geteuid() == 0:
        # The sandbox user may not enter the folders' parents (a course under a private home,
        # Python under /root). So, in a private mount namespace, the grader first binds each
        # folder to a staging path anyone may enter; bubblewrap then mounts it from there.
        stage = Path(tempfile.mkdtemp(prefix="stage-", dir=ipc_dir.parent))
        os.chmod(stage, 0o755)
        sources = []
        for i, (path, _) in enumerate([*keep, *writable]):
            if path.is_dir():
                (stage / str(i)).mkdir(mode=0o755)
            else:
                (stage / str(i)).touch(mode=0o644)
            mounts.append(f"mount --bind {shlex.quote(str(path))} {stage / str(i)}")
            sources.append(stage / str(i))
        command = ["setpriv", f"--reuid={uid}", f"--regid={uid}", "--clear-groups", "--",
                   "prlimit", f"--nproc={max_tasks}", f"--fsize={file_bytes}", "--"]
    else:  # an ordinary user can enter its own folders: bind them directly
        sources = [path for path, _ in [*keep, *writable]]
    binds = sandbox_binds(keep, writable, sources, links)
    env = []
    for name, value in kernel_env(os.environ).items():
        env += ["--setenv", name, value]
    command += [
        # its own host name, one that /etc/hosts resolves to its own loopback (torch.distributed
        # rendezvous by host name), and that says nothing about the grading server
        bwrap, *binds, "--unshare-all", "--hostname", "localhost", "--die-with-parent",
        "--new-session",
        "--chdir", str(workdir), "--clearenv", *env,
        "--",
        str(sandbox_python()), "-m", "ipykernel_launcher", "-f", "/run/kernel/connection.json",
        "--IPKernelApp.exec_files=/run/kernel/startup.py",
    ]
    if mounts:
        script = " && ".join(mounts) + " && exec " + shlex.join(command)
        command = ["unshare", "--mount", "--propagation", "private", "--", "sh", "-c", script]
    # its own process group: an interrupt for the kernel group reaches only this watchdog,
    # which passes it to the kernel (bubblewrap itself would die of it)
    child = subprocess.Popen(command, start_new_session=True)
    root = psutil.Process(child.pid)

    def forward(signum, _frame):
        kernels = [p for p in _tree(root) if _is_kernel(p)]  # not bubblewrap itself
        for p in kernels or [root]:
            try:
                p.send_signal(signum)
            except psutil.Error:
                pass
        if signum == signal.SIGTERM:
            _kill(_tree(root))
            sys.exit(0)

    signal.signal(signal.SIGINT, forward)
    signal.signal(signal.SIGTERM, forward)
    try:
        while child.poll() is None:
            procs = _tree(root)
            rss = _rss(procs)
            if rss > memory:
                print(f"grading sandbox: memory limit of {memory >> 20} MiB exceeded; "
                      "kernel killed", file=sys.stderr, flush=True)
                _kill(procs)
            elif len(procs) >= max_procs - 4:  # bubblewrap's own processes count too
                print(f"grading sandbox: more than {max_procs} processes; kernel killed",
                      file=sys.stderr, flush=True)
                _kill(procs)
            # look often only when a limit comes near: each look costs about a millisecond
            near = rss > memory // 2 or len(procs) > max_procs // 2
            try:  # returns as soon as the kernel exits, so a shutdown is not held up
                child.wait(timeout=0.05 if near else 0.25)
            except subprocess.TimeoutExpired:
                pass
    finally:
        shutil.rmtree(private, ignore_errors=True)
    return child.returncode


if __name__ == "__main__":
    sys.exit(run_kernel(sys.argv[1]))
