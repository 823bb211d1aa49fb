# Hostile: the `Module` name that IPython's run_ast_nodes uses to wrap each statement (and ast.Interactive for the last expression) is replaced by factories that turn assert statements and expect(...) calls into no-ops.
import ast
import IPython.core.interactiveshell as _ish

_RealModule = _ish.Module
_RealInteractive = ast.Interactive


class _Defang(ast.NodeTransformer):
    def visit_Assert(self, node):
        return ast.copy_location(ast.Pass(), node)

    def visit_Call(self, node):
        self.generic_visit(node)
        f = node.func
        if (isinstance(f, ast.Name) and f.id == "expect") or getattr(f, "attr", None) == "expect":
            return ast.copy_location(ast.Constant(None), node)
        return node


def _Module(body, type_ignores):
    body = [ast.fix_missing_locations(_Defang().visit(n)) for n in body]
    return _RealModule(body, type_ignores)


class _Interactive(_RealInteractive):
    def __init__(self, body=None, *a, **k):
        if body is not None:
            body = [ast.fix_missing_locations(_Defang().visit(n)) for n in body]
        super().__init__(body, *a, **k)


_ish.Module = _Module
ast.Interactive = _Interactive


def add(a, b):
    return a - b
