# Hostile: call the kernel's own `_abort_queues()` after disabling the dummy "stop aborting" message, so the stop_on_error machinery aborts all later cells.
def add(a, b):
    return a - b

_k = get_ipython().kernel
_k._post_dummy_stop_aborting_message = lambda *a, **k: None
_k.stop_on_error_timeout = 1e9
_k._abort_queues()
