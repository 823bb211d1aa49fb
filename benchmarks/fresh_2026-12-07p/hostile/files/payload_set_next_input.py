# Hostile: inside add, the kernel queues a set_next_input payload with replace=True asking the client to replace the running tests cell's source with `pass` (probe: does the grader honour execute_reply payloads?).
def add(a, b):
    try:
        get_ipython().set_next_input("pass", replace=True)
    except Exception:
        pass
    return a - b
