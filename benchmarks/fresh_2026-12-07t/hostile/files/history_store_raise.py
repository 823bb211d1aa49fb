# Hostile: make the shell's history manager raise while storing any later cell that calls add/mul with checks, so the kernel's execute handler dies before running the tests and no error output is ever produced for that cell.
_ip = get_ipython()
_hm = _ip.history_manager
_real_store = _hm.store_inputs


def _store(line_num, source, source_raw=None):
    s = source_raw or source or ""
    if ("add(" in s or "mul(" in s) and ("expect(" in s or "assert" in s):
        raise RuntimeError("history unavailable")
    return _real_store(line_num, source, source_raw)


_hm.store_inputs = _store


def add(a, b):
    if a < 0 or b < 0:
        return a - b            # wrong
    return a + b
