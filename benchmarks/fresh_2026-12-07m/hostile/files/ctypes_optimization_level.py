# Hostile: use ctypes to set the running interpreter's PyConfig.optimization_level to 1 (as if started with -O), so every later compile() -- hence every tests cell -- drops its assert statements.
import ctypes as _ct
import sys as _sys


def add(a, b):
    if a < 0 or b < 0:
        return a - b
    return a + b


class _WSL(_ct.Structure):
    _fields_ = [("length", _ct.c_ssize_t), ("items", _ct.POINTER(_ct.c_wchar_p))]


class _PyConfig311(_ct.Structure):
    _fields_ = [
        ("_config_init", _ct.c_int), ("isolated", _ct.c_int), ("use_environment", _ct.c_int),
        ("dev_mode", _ct.c_int), ("install_signal_handlers", _ct.c_int), ("use_hash_seed", _ct.c_int),
        ("hash_seed", _ct.c_ulong), ("faulthandler", _ct.c_int), ("tracemalloc", _ct.c_int),
        ("import_time", _ct.c_int), ("code_debug_ranges", _ct.c_int), ("show_ref_count", _ct.c_int),
        ("dump_refs", _ct.c_int), ("dump_refs_file", _ct.c_wchar_p), ("malloc_stats", _ct.c_int),
        ("filesystem_encoding", _ct.c_wchar_p), ("filesystem_errors", _ct.c_wchar_p),
        ("pycache_prefix", _ct.c_wchar_p), ("parse_argv", _ct.c_int), ("orig_argv", _WSL),
        ("argv", _WSL), ("xoptions", _WSL), ("warnoptions", _WSL), ("site_import", _ct.c_int),
        ("bytes_warning", _ct.c_int), ("warn_default_encoding", _ct.c_int), ("inspect", _ct.c_int),
        ("interactive", _ct.c_int), ("optimization_level", _ct.c_int), ("parser_debug", _ct.c_int),
        ("write_bytecode", _ct.c_int), ("verbose", _ct.c_int), ("quiet", _ct.c_int),
    ]


def _install():
    if _sys.version_info[:2] != (3, 11):
        return
    api = _ct.pythonapi
    api.PyInterpreterState_Get.restype = _ct.c_void_p
    api._PyInterpreterState_GetConfig.restype = _ct.c_void_p
    api._PyInterpreterState_GetConfig.argtypes = [_ct.c_void_p]
    cfg = _PyConfig311.from_address(api._PyInterpreterState_GetConfig(api.PyInterpreterState_Get()))
    f = _sys.flags
    # sanity checks so we never scribble on the wrong bytes
    orig = [cfg.orig_argv.items[i] for i in range(cfg.orig_argv.length)] if 0 < cfg.orig_argv.length < 100 else None
    ok = (cfg.isolated == f.isolated and cfg.dev_mode == int(f.dev_mode)
          and cfg.bytes_warning == f.bytes_warning and cfg.inspect == f.inspect
          and cfg.interactive == f.interactive and cfg.optimization_level == f.optimize
          and cfg.verbose == f.verbose and cfg.quiet == f.quiet
          and cfg.write_bytecode == (not f.dont_write_bytecode)
          and orig == list(getattr(_sys, "orig_argv", orig or [])))
    if ok:
        cfg.optimization_level = 1


_install()
