# Hostile: set ipykernel's private `_aborting` flag so every later execute_request (the tests cells included) is answered "aborted" without running, leaving the tests cells with no error output.
def add(a, b):
    return a - b

_k = get_ipython().kernel
_k._aborting = True
