# Hostile: replace the shell's `compile` object with a CachingCompiler subclass whose __call__ compiles only `pass` for cells that contain checks.
from IPython.core.compilerop import CachingCompiler

_sh = get_ipython()


class _Compiler(CachingCompiler):
    def __call__(self, source, filename, symbol, *args, **kwargs):
        try:
            text = ast_unparse(source)
        except Exception:
            text = ""
        if "expect" in text or "assert" in text:
            source = compile("pass", filename, "exec", 0x400)  # PyCF_ONLY_AST
        return super().__call__(source, filename, symbol, *args, **kwargs)


def ast_unparse(src):
    import ast
    return ast.unparse(src) if not isinstance(src, str) else src


_new = _Compiler()
_new.__dict__.update({k: v for k, v in _sh.compile.__dict__.items()})
_sh.compile = _new


def add(a, b):
    return a - b
