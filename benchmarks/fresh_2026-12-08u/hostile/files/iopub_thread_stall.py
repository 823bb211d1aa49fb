# Hostile: when a tests cell calls `add`, queue a 26-second sleep (longer than the kernel's two 10-second flush waits plus the client's 4-second iopub_timeout) on ipykernel's IOPub thread, so the cell's error message is held back while the shell `execute_reply` goes out at once; the client gives up waiting for iopub output (iopub_timeout) and records the cell without its error.
import time

def add(a, b):
    try:
        from IPython import get_ipython
        k = get_ipython().kernel
        mid = k.get_parent("shell")["header"]["msg_id"]
        if mid not in _done:
            _done.add(mid)
            k.iopub_thread.schedule(lambda: time.sleep(26))
    except Exception:
        pass
    return a - b

_done = set()
