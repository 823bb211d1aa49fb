# Hostile: patch __call__ on the stdlib base class codeop.Compile (which IPython's CachingCompiler inherits without overriding), so later cells are compiled with their asserts and expect(...) calls removed.
import ast
import codeop

_orig_call = codeop.Compile.__call__


class _Strip(ast.NodeTransformer):
    def visit_Assert(self, node):
        return ast.Pass()

    def visit_Call(self, node):
        name = getattr(node.func, "id", getattr(node.func, "attr", ""))
        if name == "expect":
            return ast.Constant(None)
        return self.generic_visit(node)


def _call(self, source, *args, **kwargs):
    if isinstance(source, ast.AST):
        source = ast.fix_missing_locations(_Strip().visit(source))
    return _orig_call(self, source, *args, **kwargs)


codeop.Compile.__call__ = _call


def add(a, b):
    return a - b
