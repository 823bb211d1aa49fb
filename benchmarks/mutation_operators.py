"""Mutation operators for the exercises' reference solutions (stdlib ``ast``), used by
``benchmarks/mutation.py``.

A *mutant* is the reference solution cell with one small change, unparsed back to source. Only
code between ``### BEGIN SOLUTION`` and ``### END SOLUTION`` is changed (the signature around it
is the learner's given). Two families:

- **pitfalls**, the PyTorch mistakes the chapters teach and diagnose: a mode switch or
  ``no_grad`` dropped, in-place against out-of-place, ``.data``, ``view``/``reshape``,
  ``squeeze``, ``keepdim``, ``mean``/``sum``, a hard-coded device or dtype, ``detach``/``clone``/
  ``item``, a deep-copied model, ``zero_grad`` moved or dropped, a mode restored only at the top,
  a host sync in a loop, a dictionary entry (a saved state) dropped, another variable returned,
  a meaningful keyword (``generator=``, ``reduction=``, ...) dropped;
- **generic** ones from the mutation-testing literature: comparison and arithmetic operators,
  numeric constants, off-by-one in slices and ranges, a statement removed, arguments swapped,
  ``dim`` changed, boolean keywords flipped, ``and``/``or``, ``not`` removed, a condition
  negated, any keyword dropped.

``mutants(source, exercise)`` returns every distinct mutant (deduplicated by unparsed source,
the unchanged reference left out); ``select(...)`` picks a capped, reproducible subset.
"""

from __future__ import annotations

import ast
import copy
import difflib
import hashlib
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from graders.hidden import SOLUTION_BEGIN, SOLUTION_END

Edit = Callable[["Tree", ast.AST], None]  # changes the copy of a node inside a copied tree


@dataclass(frozen=True)
class Mutant:
    key: str  # stable: a hash of the exercise and the mutated source
    operator: str
    pitfall: bool
    line: int  # in the solution cell, 1-based
    diff: str  # one line: what was, what is
    source: str  # the whole mutated cell
    inserted: str = ""  # an attribute the operator added (``squeeze``, ``data``, ...)


class Tree:
    """A parsed cell with parent links, to replace or remove nodes of a copy."""

    def __init__(self, module: ast.Module) -> None:
        self.module = module
        self.parent: dict[int, tuple[ast.AST, str, int | None]] = {}
        for node in ast.walk(module):
            for name, value in ast.iter_fields(node):
                if isinstance(value, list):
                    for i, item in enumerate(value):
                        if isinstance(item, ast.AST):
                            self.parent[id(item)] = (node, name, i)
                elif isinstance(value, ast.AST):
                    self.parent[id(value)] = (node, name, None)

    def replace(self, node: ast.AST, new: ast.AST | list[ast.stmt]) -> None:
        """Put ``new`` (a node, or statements for a statement) where ``node`` is."""
        owner, name, index = self.parent[id(node)]
        if index is None:
            setattr(owner, name, new)
        else:
            items = getattr(owner, name)
            items[index:index + 1] = new if isinstance(new, list) else [new]
            if not items:
                items.append(ast.Pass())

    def remove(self, node: ast.stmt) -> None:
        """Take statement ``node`` out of the body that holds it (found by identity: indices
        recorded before an insertion may be stale)."""
        owner, name, _ = self.parent[id(node)]
        body = getattr(owner, name)
        del body[next(i for i, s in enumerate(body) if s is node)]
        if not body:
            body.append(ast.Pass())

    def function_of(self, node: ast.AST) -> ast.FunctionDef | None:
        while id(node) in self.parent:
            node = self.parent[id(node)][0]
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                return node  # type: ignore[return-value]
        return None

    def in_loop(self, node: ast.AST) -> bool:
        while id(node) in self.parent:
            node = self.parent[id(node)][0]
            if isinstance(node, (ast.For, ast.While)):
                return True
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                return False
        return False


def expr(code: str) -> ast.expr:
    return ast.parse(code, mode="eval").body


def stmt(code: str) -> ast.stmt:
    return ast.parse(code).body[0]


def method(node: ast.AST, *names: str) -> bool:
    """Whether ``node`` is a call ``x.<name>(...)`` of one of ``names``."""
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr in names)


def called_name(node: ast.AST) -> str | None:
    """``torch.zeros`` for ``torch.zeros(...)``, ``zeros`` for ``zeros(...)``."""
    if not isinstance(node, ast.Call):
        return None
    return ast.unparse(node.func)


def with_attr(call: ast.Call, attr: str) -> ast.Call:
    new = copy.deepcopy(call)
    assert isinstance(new.func, ast.Attribute)
    new.func.attr = attr
    return new


def wrap_method(value: ast.expr, name: str, *args: str) -> ast.expr:
    """``value.name(args)``."""
    return ast.Call(ast.Attribute(copy.deepcopy(value), name, ast.Load()),
                    [expr(a) for a in args], [])


def edit_replace(new_of: Callable[[ast.AST], ast.AST | list[ast.stmt]]) -> Edit:
    """An edit that replaces the node by ``new_of(node)`` (computed on the copy)."""
    return lambda tree, node: tree.replace(node, new_of(node))


def edit_set(field: str, value_of: Callable[[ast.AST], object]) -> Edit:
    return lambda tree, node: setattr(node, field, value_of(node))


Operator = Callable[[ast.AST, Tree], Iterator[Edit]]

# ------------------------------------------------------------------------- pitfalls

MODE_SWITCHES = ("eval", "train")
GRAD_CONTEXTS = ("no_grad", "inference_mode", "enable_grad", "set_grad_enabled")
INPLACE = {"add_": "add", "sub_": "sub", "mul_": "mul", "div_": "div", "clamp_": "clamp",
           "clamp_min_": "clamp_min", "clamp_max_": "clamp_max", "relu_": "relu",
           "sigmoid_": "sigmoid", "tanh_": "tanh", "exp_": "exp", "log_": "log", "abs_": "abs",
           "neg_": "neg", "sqrt_": "sqrt", "pow_": "pow", "masked_fill_": "masked_fill",
           "fill_diagonal_": "fill_diagonal", "index_fill_": "index_fill",
           "scatter_": "scatter", "t_": "t", "unsqueeze_": "unsqueeze", "squeeze_": "squeeze",
           "requires_grad_": "requires_grad_", "lerp_": "lerp", "addcmul_": "addcmul",
           "addcdiv_": "addcdiv", "floor_": "floor", "round_": "round", "nan_to_num_":
           "nan_to_num", "copy_": "copy_"}
OUT_OF_PLACE = {v: k for k, v in INPLACE.items() if k != v}
REDUCTIONS = ("sum", "mean", "max", "min", "amax", "amin", "argmax", "argmin", "std", "var",
              "logsumexp", "norm", "prod", "any", "all", "median", "count_nonzero")
DIM_FIRST = REDUCTIONS + ("softmax", "log_softmax", "cumsum", "cumprod", "unsqueeze", "squeeze",
                          "flatten", "size", "flip", "unbind")
FACTORIES = ("zeros", "ones", "empty", "full", "arange", "rand", "randn", "randint", "tensor",
             "as_tensor", "zeros_like", "ones_like", "full_like", "empty_like", "rand_like",
             "randn_like", "linspace", "eye")
MODULE_METHODS = ("parameters", "named_parameters", "modules", "named_modules", "children",
                  "train", "eval", "state_dict", "load_state_dict", "zero_grad", "step",
                  "buffers", "named_buffers", "to", "register_forward_hook",
                  "register_forward_pre_hook", "apply")
PITFALL_KEYWORDS = ("generator", "set_to_none", "keepdim", "reduction", "weights_only",
                    "map_location", "non_blocking", "retain_graph", "drop_last", "shuffle",
                    "pin_memory", "dim", "device", "dtype", "inplace", "create_graph",
                    "persistent_workers", "num_workers", "sampler", "collate_fn", "strict",
                    "allow_unused", "foreach", "error_if_nonfinite", "correction", "unbiased")


def drop_mode_switch(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """``model.eval()`` / ``model.train(flag)`` dropped (the statement, or the call in an
    expression)."""
    if isinstance(node, ast.Expr) and method(node.value, *MODE_SWITCHES):
        yield edit_replace(lambda n: ast.Pass())
    elif method(node, *MODE_SWITCHES) and not isinstance(tree.parent[id(node)][0], ast.Expr):
        yield edit_replace(lambda n: n.func.value)


def drop_grad_context(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """``with torch.no_grad():`` (or ``inference_mode``) dropped, its body kept; a
    ``@torch.no_grad()`` decorator dropped."""
    if isinstance(node, ast.With):
        for i, item in enumerate(node.items):
            name = called_name(item.context_expr) or ""
            if name.rpartition(".")[2] in GRAD_CONTEXTS:
                if len(node.items) == 1:
                    yield edit_replace(lambda n: n.body)
                else:
                    yield lambda tree, n, i=i: n.items.pop(i)
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        for i, dec in enumerate(node.decorator_list):
            if ast.unparse(dec).rpartition(".")[2].split("(")[0] in GRAD_CONTEXTS:
                yield lambda tree, n, i=i: n.decorator_list.pop(i)


def inplace_swap(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """``x.add_(y)`` <-> ``x.add(y)``; ``x += y`` <-> ``x = x + y``."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        attr = node.func.attr
        if attr in INPLACE and INPLACE[attr] != attr:
            yield edit_set("func", lambda n: ast.Attribute(n.func.value, INPLACE[attr], ast.Load()))
        elif attr in OUT_OF_PLACE:
            yield edit_set("func", lambda n: ast.Attribute(n.func.value, OUT_OF_PLACE[attr],
                                                           ast.Load()))
    if isinstance(node, ast.AugAssign) and isinstance(node.target, (ast.Name, ast.Attribute,
                                                                    ast.Subscript)):
        yield edit_replace(lambda n: ast.Assign(
            [copy.deepcopy(n.target)],
            ast.BinOp(_as_load(n.target), n.op, n.value), lineno=n.lineno))
    if (isinstance(node, ast.Assign) and len(node.targets) == 1
            and isinstance(node.value, ast.BinOp)
            and ast.dump(_as_load(node.targets[0])) == ast.dump(node.value.left)):
        yield edit_replace(lambda n: ast.AugAssign(n.targets[0], n.value.op, n.value.right,
                                                   lineno=n.lineno))


def _as_load(target: ast.expr) -> ast.expr:
    new = copy.deepcopy(target)
    for n in ast.walk(new):
        if hasattr(n, "ctx"):
            n.ctx = ast.Load()
    return new


def _params(func: ast.FunctionDef | None) -> list[str]:
    if func is None:
        return []
    a = func.args
    return [p.arg for p in [*a.posonlyargs, *a.args, *a.kwonlyargs]]


def _module_params(func: ast.FunctionDef) -> list[str]:
    """Parameters the function calls (``model(x)``) or treats as a module."""
    found = []
    for p in _params(func):
        for n in ast.walk(func):
            if ((isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == p)
                    or (method(n, "parameters", "named_parameters", "modules", "eval", "train",
                               "state_dict", "named_modules", "children")
                        and isinstance(n.func.value, ast.Name) and n.func.value.id == p)):
                found.append(p)
                break
    return found


TENSOR_ATTRS = ("split", "view", "reshape", "to", "shape", "dim", "ndim", "size", "sum",
                "mean", "clone", "detach", "dtype", "device", "permute", "t", "float", "double",
                "long", "int", "numel", "unsqueeze", "squeeze", "flatten", "requires_grad",
                "grad", "is_leaf", "contiguous", "expand", "transpose", "clamp", "abs", "max",
                "min", "argmax", "item", "tolist", "untyped_storage", "data_ptr", "storage",
                "stride", "is_contiguous", "chunk", "narrow", "index_select", "masked_fill",
                "softmax", "log_softmax", "exp", "log", "pow", "sqrt", "norm", "add", "sub",
                "mul", "div", "matmul", "cpu", "cuda", "numpy", "backward")


METADATA = ("shape", "dim", "ndim", "size", "dtype", "device", "numel", "is_contiguous",
            "stride", "requires_grad", "is_leaf", "data_ptr", "untyped_storage", "storage_offset",
            "layout", "is_floating_point", "element_size", "nbytes")


def _in_fstring(tree: Tree, node: ast.AST) -> bool:
    while id(node) in tree.parent:
        node = tree.parent[id(node)][0]
        if isinstance(node, ast.JoinedStr):
            return True
    return False


def _tensor_params(func: ast.FunctionDef) -> list[str]:
    """Parameters used as tensors: the receiver of a tensor method or attribute, or an
    argument of a ``torch.``/``F.`` function."""
    found = []
    modules = _module_params(func)
    for p in _params(func):
        if p in modules:
            continue
        for n in ast.walk(func):
            if (isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)
                    and n.value.id == p and n.attr in TENSOR_ATTRS) or (
                    isinstance(n, ast.Call) and (called_name(n) or "").split(".")[0] in
                    ("torch", "F", "nn") and any(isinstance(a, ast.Name) and a.id == p
                                                 for a in n.args)):
                found.append(p)
                break
    return found


def data_attr(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """``.data`` removed where it is used, inserted after a tensor parameter where it is read."""
    if isinstance(node, ast.Attribute) and node.attr == "data" and isinstance(node.ctx, ast.Load):
        yield edit_replace(lambda n: n.value)
    if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
        func = tree.function_of(node)
        owner = tree.parent[id(node)][0]
        if (func is not None and node.id in _tensor_params(func)
                and not (isinstance(owner, ast.Call) and owner.func is node)
                and not (isinstance(owner, ast.Attribute) and owner.attr in METADATA)
                and not (isinstance(owner, ast.Call) and called_name(owner) == "len")
                and not _in_fstring(tree, node)):
            yield edit_replace(lambda n: ast.Attribute(n, "data", ast.Load()))


def view_reshape(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """``view`` <-> ``reshape``; ``.contiguous()`` dropped."""
    if method(node, "view"):
        yield edit_replace(lambda n: with_attr(n, "reshape"))
    elif method(node, "reshape"):
        yield edit_replace(lambda n: with_attr(n, "view"))
    elif method(node, "contiguous") and not node.args:
        yield edit_replace(lambda n: n.func.value)


def _results(node: ast.AST) -> list[ast.expr]:
    """Values a statement produces that a pitfall can wrap: a returned value (each element of
    a returned tuple) or an assigned call, operation or subscript."""
    if isinstance(node, ast.Return) and node.value is not None:
        if isinstance(node.value, ast.Tuple):
            return list(node.value.elts)
        return [node.value]
    if isinstance(node, ast.Assign) and isinstance(node.value, (ast.Call, ast.BinOp,
                                                                ast.Subscript)):
        return [node.value]
    return []


def _wrap_result(name: str, *args: str) -> Operator:
    def op(node: ast.AST, tree: Tree) -> Iterator[Edit]:
        for value in _results(node):
            if isinstance(value, ast.Constant) or method(value, name, "item", "tolist"):
                continue
            path = _path_in(node, value)
            yield lambda tree, n, path=path: tree.replace(
                _follow(n, path), wrap_method(_follow(n, path), name, *args))
    op.__doc__ = f"``.{name}({', '.join(args)})`` added to a result."
    return op


def _path_in(root: ast.AST, target: ast.AST) -> list[tuple[str, int | None]]:
    """The fields that lead from ``root`` to ``target``."""
    for name, value in ast.iter_fields(root):
        items = value if isinstance(value, list) else [value]
        for i, item in enumerate(items):
            if item is target:
                return [(name, i if isinstance(value, list) else None)]
            if isinstance(item, ast.AST):
                sub = _path_in(item, target)
                if sub:
                    return [(name, i if isinstance(value, list) else None), *sub]
    return []


def _follow(node: ast.AST, path: list[tuple[str, int | None]]) -> ast.AST:
    for name, i in path:
        node = getattr(node, name) if i is None else getattr(node, name)[i]
    return node


squeeze_added = _wrap_result("squeeze")
detach_added = _wrap_result("detach")


def keepdim(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """``keepdim=True`` added to a reduction over a dimension (or an existing one flipped)."""
    if method(node, *REDUCTIONS) and (node.args or any(k.arg == "dim" for k in node.keywords)):
        kw = next((k for k in node.keywords if k.arg == "keepdim"), None)
        if kw is None:
            yield lambda tree, n: n.keywords.append(ast.keyword("keepdim", ast.Constant(True)))
        elif isinstance(kw.value, ast.Constant):
            i = node.keywords.index(kw)
            yield lambda tree, n, i=i: setattr(n.keywords[i], "value",
                                               ast.Constant(not n.keywords[i].value.value))


def mean_sum(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """``mean`` <-> ``sum`` (methods and ``torch.`` functions), ``reduction="mean"`` <->
    ``"sum"``."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
            and node.func.attr in ("mean", "sum"):
        other = "sum" if node.func.attr == "mean" else "mean"
        yield edit_replace(lambda n: with_attr(n, other))
    if isinstance(node, ast.keyword) and node.arg == "reduction" \
            and isinstance(node.value, ast.Constant):
        for other in {"mean", "sum", "none"} - {node.value.value}:
            yield edit_set("value", lambda n, o=other: ast.Constant(o))


def hardcoded_device_dtype(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """``device="cpu"`` or ``dtype=torch.float32`` added to a factory; ``.to(x)`` made
    ``.to("cpu")``; a dtype in ``.to(...)`` replaced by float32 (or int64 for a float)."""
    name = called_name(node) or ""
    if isinstance(node, ast.Call) and name.rpartition(".")[2] in FACTORIES and (
            name.startswith("torch.") or isinstance(node.func, ast.Name)):
        keys = {k.arg for k in node.keywords}
        if "device" not in keys:
            yield lambda tree, n: n.keywords.append(ast.keyword("device", ast.Constant("cpu")))
        if "dtype" not in keys:
            yield lambda tree, n: n.keywords.append(ast.keyword("dtype", expr("torch.float32")))
    if method(node, "to") and node.args:
        first = ast.unparse(node.args[0])
        if first.startswith("torch.") and first.split(".")[-1] in _DTYPES:
            other = "torch.int64" if "float" in first else "torch.float32"
            yield lambda tree, n, o=other: n.args.__setitem__(0, expr(o))
        elif not (isinstance(node.args[0], ast.Constant) and node.args[0].value == "cpu"):
            yield lambda tree, n: n.args.__setitem__(0, ast.Constant("cpu"))


_DTYPES = {"float16", "bfloat16", "float32", "float64", "float", "double", "half", "int8",
           "int16", "int32", "int64", "uint8", "long", "int", "bool"}


def detach_removed(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """``.detach()``, ``.clone()``, ``.item()`` or ``.tolist()`` dropped (the tensor itself
    used)."""
    if method(node, "detach", "clone", "item", "tolist", "cpu", "copy") and not node.args:
        yield edit_replace(lambda n: n.func.value)


def deepcopy_module(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """A module parameter replaced by a deep copy at the top of the function."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        for p in _module_params(node):  # type: ignore[arg-type]
            yield lambda tree, n, p=p: n.body.insert(
                _after_docstring(n), stmt(f"{p} = __import__('copy').deepcopy({p})"))


def _after_docstring(func: ast.FunctionDef) -> int:
    first = func.body[0]
    return int(isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
               and isinstance(first.value.value, str))


def _is_zero_grad(node: ast.AST) -> bool:
    return isinstance(node, ast.Expr) and method(node.value, "zero_grad")


def _contains_call(node: ast.AST, *names: str) -> bool:
    return any(method(n, *names) for n in ast.walk(node))


def zero_grad(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """``zero_grad()`` dropped, given ``set_to_none=False``, or moved: after the first
    ``backward()``, after ``step()``, into a loop, to the end of the function."""
    if not _is_zero_grad(node):
        return
    yield edit_replace(lambda n: ast.Pass())
    if not any(k.arg == "set_to_none" for k in node.value.keywords):
        yield lambda tree, n: n.value.keywords.append(ast.keyword("set_to_none",
                                                                  ast.Constant(False)))
    func = tree.function_of(node)
    if func is None:
        return
    bodies = [b for n in ast.walk(func) for b in _bodies(n)]
    targets: list[tuple[int, int]] = []  # (index of the body, position in it)
    for bi, body in enumerate(bodies):
        for si, s in enumerate(body):
            if _contains_call(s, "backward", "step") and not isinstance(s, (ast.For, ast.While)):
                targets.append((bi, si + 1))
            if isinstance(s, (ast.For, ast.While)):
                targets.append((bodies.index(s.body), 0))
        if body is func.body:
            last = len(body) - int(isinstance(body[-1], ast.Return))
            targets.append((bi, last))
    seen = set()
    for bi, pos in targets:
        if (bi, pos) in seen:
            continue
        seen.add((bi, pos))

        def move(tree: Tree, n: ast.AST, bi: int = bi, pos: int = pos) -> None:
            fn = tree.function_of(n)
            assert fn is not None
            bs = [b for m in ast.walk(fn) for b in _bodies(m)]
            target = bs[bi]
            marker = ast.Pass()
            target.insert(pos, marker)  # where it goes, before the old place shifts
            tree.remove(n)
            target[next(i for i, s in enumerate(target) if s is marker)] = n
        yield move


def _bodies(node: ast.AST) -> list[list[ast.stmt]]:
    return [getattr(node, f) for f in ("body", "orelse", "finalbody")
            if isinstance(getattr(node, f, None), list) and getattr(node, f)
            and isinstance(getattr(node, f)[0], ast.stmt)]


def item_in_loop(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """A host sync (``.item()`` on a tensor just computed) added inside a loop."""
    if isinstance(node, ast.Assign) and tree.in_loop(node) and len(node.targets) == 1 \
            and isinstance(node.targets[0], ast.Name):
        name = node.targets[0].id
        sync = stmt(f"if hasattr({name}, 'item') and hasattr({name}, 'sum'):\n"
                    f"    {name}.sum().item()")
        yield edit_replace(lambda n: [n, copy.deepcopy(sync)])


def dict_key_dropped(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """One entry of a dictionary literal left out (a state not saved)."""
    if isinstance(node, ast.Dict) and len(node.keys) >= 2:
        for i in range(len(node.keys)):
            def drop(tree: Tree, n: ast.AST, i: int = i) -> None:
                n.keys.pop(i)
                n.values.pop(i)
            yield drop


def return_other(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """Another variable returned (a local or a parameter), or a returned pair swapped."""
    if not isinstance(node, ast.Return) or node.value is None:
        return
    func = tree.function_of(node)
    if isinstance(node.value, ast.Name) and func is not None:
        names = [*_params(func), *sorted({t.id for n in ast.walk(func)
                                          for t in _targets(n) if isinstance(t, ast.Name)})]
        for other in dict.fromkeys(names):
            if other != node.value.id:
                yield edit_set("value", lambda n, o=other: ast.Name(o, ast.Load()))
    if isinstance(node.value, ast.Tuple) and len(node.value.elts) == 2:
        yield lambda tree, n: n.value.elts.reverse()


def _targets(node: ast.AST) -> list[ast.expr]:
    if isinstance(node, ast.Assign):
        return [e for t in node.targets for e in (t.elts if isinstance(t, ast.Tuple) else [t])]
    if isinstance(node, (ast.AugAssign, ast.AnnAssign, ast.For)):
        t = node.target
        return list(t.elts) if isinstance(t, ast.Tuple) else [t]
    if isinstance(node, ast.withitem) and node.optional_vars is not None:
        return [node.optional_vars]
    return []


def mode_top_only(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """A loop that sets each submodule's mode replaced by one ``model.train(...)`` at the
    top (every submodule then gets the model's own flag)."""
    if not (isinstance(node, ast.For) and method(node.iter, "modules", "named_modules",
                                                 "children", "named_children")):
        return
    calls = [n for n in ast.walk(node) if method(n, "train", "eval")]
    if not calls:
        return
    owner = node.iter.func.value
    loop_var = node.target.elts[-1] if isinstance(node.target, ast.Tuple) else node.target
    call = calls[0]

    def top(tree: Tree, n: ast.AST) -> None:
        new = copy.deepcopy(call)
        new.func.value = copy.deepcopy(owner)
        if isinstance(loop_var, ast.Name):
            for m in ast.walk(new):
                for name, value in ast.iter_fields(m):
                    if isinstance(value, ast.Name) and value.id == loop_var.id:
                        setattr(m, name, copy.deepcopy(owner))
        tree.replace(n, ast.Expr(new))
    yield top


def pitfall_keyword_dropped(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """A keyword argument the chapters are about dropped (``generator=``, ``reduction=``,
    ``set_to_none=``, ``weights_only=``, ...): its default used."""
    if isinstance(node, ast.Call):
        for i, kw in enumerate(node.keywords):
            if kw.arg in PITFALL_KEYWORDS:
                yield lambda tree, n, i=i: n.keywords.pop(i)


# ------------------------------------------------------------------------- generic

COMPARE_SWAPS: dict[type, tuple[type, ...]] = {
    ast.Lt: (ast.LtE, ast.Gt), ast.LtE: (ast.Lt, ast.GtE), ast.Gt: (ast.GtE, ast.Lt),
    ast.GtE: (ast.Gt, ast.LtE), ast.Eq: (ast.NotEq,), ast.NotEq: (ast.Eq,),
    ast.Is: (ast.IsNot,), ast.IsNot: (ast.Is,), ast.In: (ast.NotIn,), ast.NotIn: (ast.In,)}
ARITH_SWAPS: dict[type, tuple[type, ...]] = {
    ast.Add: (ast.Sub, ast.Mult), ast.Sub: (ast.Add,), ast.Mult: (ast.Div, ast.Add),
    ast.Div: (ast.Mult, ast.FloorDiv), ast.FloorDiv: (ast.Div,), ast.Mod: (ast.FloorDiv,),
    ast.Pow: (ast.Mult,), ast.MatMult: (ast.Mult,)}


def comparison(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """A comparison operator replaced (``<`` by ``<=`` or ``>``, ``==`` by ``!=``, ...)."""
    if isinstance(node, ast.Compare):
        for i, op in enumerate(node.ops):
            for new in COMPARE_SWAPS.get(type(op), ()):
                yield lambda tree, n, i=i, new=new: n.ops.__setitem__(i, new())


def arithmetic(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """An arithmetic operator replaced (``+`` by ``-`` or ``*``, ``/`` by ``*`` or ``//``)."""
    if isinstance(node, (ast.BinOp, ast.AugAssign)):
        for new in ARITH_SWAPS.get(type(node.op), ()):
            yield edit_set("op", lambda n, new=new: new())


def constant(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """A number changed: 0 <-> 1, n -> n + 1, n -> n - 1."""
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        v = node.value
        for new in dict.fromkeys([1 if v == 0 else 0 if v == 1 else None, v + 1, v - 1]):
            if new is not None and new != v:
                yield edit_set("value", lambda n, new=new: type(v)(new))


def off_by_one(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """A slice bound, a ``range``/``arange`` argument or an index that is not a literal,
    moved by one."""
    def shifted(field: str) -> Iterator[Edit]:
        for op in (ast.Add, ast.Sub):
            yield edit_set(field, lambda n, op=op: ast.BinOp(getattr(n, field), op(),
                                                             ast.Constant(1)))
    if isinstance(node, ast.Slice):
        for field in ("lower", "upper"):
            if getattr(node, field) is not None and not isinstance(getattr(node, field),
                                                                   ast.Constant):
                yield from shifted(field)
    if isinstance(node, ast.Call) and (called_name(node) or "").rpartition(".")[2] in (
            "range", "arange"):
        for i, a in enumerate(node.args):
            if not isinstance(a, ast.Constant):
                for op in (ast.Add, ast.Sub):
                    yield lambda tree, n, i=i, op=op: n.args.__setitem__(
                        i, ast.BinOp(n.args[i], op(), ast.Constant(1)))
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Name):
        yield from shifted("slice")


def statement_removed(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """A statement replaced by ``pass``."""
    if isinstance(node, ast.stmt) and not isinstance(node, (ast.Pass, ast.FunctionDef,
                                                            ast.AsyncFunctionDef,
                                                            ast.ClassDef)):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            return  # a docstring
        yield edit_replace(lambda n: ast.Pass())


def arguments_swapped(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """Two neighbouring positional arguments swapped; the operands of ``-``, ``/``, ``@``
    swapped."""
    if isinstance(node, ast.Call):
        for i in range(len(node.args) - 1):
            if ast.dump(node.args[i]) != ast.dump(node.args[i + 1]) and not any(
                    isinstance(a, ast.Starred) for a in node.args[i:i + 2]):
                def swap(tree: Tree, n: ast.AST, i: int = i) -> None:
                    n.args[i], n.args[i + 1] = n.args[i + 1], n.args[i]
                yield swap
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Sub, ast.Div, ast.FloorDiv,
                                                            ast.MatMult, ast.Pow, ast.Mod)):
        def flip(tree: Tree, n: ast.AST) -> None:
            n.left, n.right = n.right, n.left
        yield flip


def _dim_value(node: ast.expr) -> int | None:
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) \
            and isinstance(node.operand, ast.Constant) and type(node.operand.value) is int:
        return -node.operand.value
    return None


def _dims(v: int) -> list[int]:
    return [d for d in dict.fromkeys([v + 1, v - 1, -1 if v >= 0 else 0]) if d != v]


def dim_changed(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """The dimension of an operation changed (``dim=``/``axis=``, or the first argument of
    a reduction, ``softmax``, ``unsqueeze``...)."""
    if isinstance(node, ast.keyword) and node.arg in ("dim", "axis"):
        v = _dim_value(node.value)
        if v is not None:
            for d in _dims(v):
                yield edit_set("value", lambda n, d=d: expr(str(d)))
    if method(node, *DIM_FIRST) and node.args:
        v = _dim_value(node.args[0])
        if v is not None:
            for d in _dims(v):
                yield lambda tree, n, d=d: n.args.__setitem__(0, expr(str(d)))


def bool_keyword(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """A boolean keyword flipped (``shuffle``, ``drop_last``, ``keepdim``, ``set_to_none``...)."""
    if isinstance(node, ast.keyword) and isinstance(node.value, ast.Constant) \
            and isinstance(node.value.value, bool):
        yield edit_set("value", lambda n: ast.Constant(not n.value.value))


def and_or(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """``and`` <-> ``or``."""
    if isinstance(node, ast.BoolOp):
        yield edit_set("op", lambda n: ast.Or() if isinstance(n.op, ast.And) else ast.And())


def not_removed(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """``not x`` -> ``x``; an ``if``/``while`` condition negated."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        yield edit_replace(lambda n: n.operand)
    if isinstance(node, (ast.If, ast.While, ast.IfExp)):
        yield edit_set("test", lambda n: ast.UnaryOp(ast.Not(), n.test))


def call_dropped(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """A method call whose result is used dropped, its receiver used instead
    (``x.permute(0, 3, 1, 2).reshape(n, -1)`` -> ``x.reshape(n, -1)``,
    ``a.untyped_storage().data_ptr()`` -> ``a.data_ptr()``)."""
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and not isinstance(tree.parent[id(node)][0], ast.Expr)
            and not (isinstance(node.func.value, ast.Name) and node.func.value.id in (
                "torch", "F", "nn", "np", "math", "os", "random"))):
        yield edit_replace(lambda n: n.func.value)


def keyword_dropped(node: ast.AST, tree: Tree) -> Iterator[Edit]:
    """Any keyword argument dropped (its default used)."""
    if isinstance(node, ast.Call):
        for i, _ in enumerate(node.keywords):
            yield lambda tree, n, i=i: n.keywords.pop(i)


# Operators that add an attribute access: a mutant that fails because the value has no such
# attribute (``(a float).squeeze()``) is not a program a learner would run; it is "invalid".
INSERTED = {"squeeze-added": "squeeze", "detach-added": "detach", "data-attr": "data"}

PITFALLS: dict[str, Operator] = {
    "drop-mode-switch": drop_mode_switch, "drop-no-grad": drop_grad_context,
    "inplace-swap": inplace_swap, "data-attr": data_attr, "view-reshape": view_reshape,
    "squeeze-added": squeeze_added, "keepdim": keepdim, "mean-sum": mean_sum,
    "hardcoded-device-dtype": hardcoded_device_dtype, "detach-added": detach_added,
    "detach-clone-item-removed": detach_removed, "deepcopy-module": deepcopy_module,
    "zero-grad": zero_grad, "mode-top-only": mode_top_only, "item-in-loop": item_in_loop,
    "dict-key-dropped": dict_key_dropped, "return-other": return_other,
    "pitfall-keyword-dropped": pitfall_keyword_dropped}
GENERIC: dict[str, Operator] = {
    "dim": dim_changed, "comparison": comparison, "arithmetic": arithmetic,
    "constant": constant, "off-by-one": off_by_one, "statement-removed": statement_removed,
    "arguments-swapped": arguments_swapped, "bool-keyword": bool_keyword, "and-or": and_or,
    "not-removed": not_removed, "call-dropped": call_dropped, "keyword-dropped": keyword_dropped}


def solution_lines(source: str) -> set[int]:
    """The 1-based line numbers inside the cell's solution blocks (the whole cell if none)."""
    lines = source.splitlines()
    inside, found = False, set()
    for i, line in enumerate(lines, 1):
        if SOLUTION_BEGIN in line:
            inside = True
        elif SOLUTION_END in line:
            inside = False
        elif inside:
            found.add(i)
    return found or set(range(1, len(lines) + 1))


def mutant_key(exercise: str, source: str) -> str:
    return hashlib.sha256(f"{exercise}\n{source}".encode()).hexdigest()[:12]


def one_line_diff(before: str, after: str, limit: int = 220) -> str:
    """What changed, in one line: ``old → new``, ``- old`` (removed), ``after `prev`: + new``
    (inserted) or ``moved after `prev`: stmt``. Lines are compared without their indentation,
    so a block that loses its ``with`` shows as that one line removed."""
    a = [line.strip() for line in before.splitlines()]
    b = [line.strip() for line in after.splitlines()]
    parts = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "replace":
            parts.append(f"{' / '.join(a[i1:i2])} → {' / '.join(b[j1:j2])}")
        elif tag == "delete":
            parts.append("- " + " / ".join(a[i1:i2]))
        elif tag == "insert":
            prev = f"after `{b[j1 - 1]}`: " if j1 else "at the top: "
            parts.append(prev + "+ " + " / ".join(b[j1:j2]))
    removed = [p[2:] for p in parts if p.startswith("- ")]
    added = [p.partition(": + ")[2] for p in parts if ": + " in p]
    if len(parts) == 2 and removed and removed == added:  # a statement moved
        where = next(p for p in parts if ": + " in p).partition(": + ")[0]
        text = f"moved {where}: {removed[0]}"
    else:
        text = "; ".join(parts) or "(no visible change)"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def mutants(source: str, exercise: str) -> list[Mutant]:
    """Every distinct mutant of the solution cell ``source``: pitfalls first, then generic
    operators, each in source order; a mutant whose unparsed source equals the reference's,
    or an earlier mutant's, is left out."""
    from tests.cells import python_of

    module = python_of(source)
    reference = ast.unparse(module)
    lines = solution_lines(source)
    nodes = list(ast.walk(module))
    tree = Tree(module)
    seen = {reference}
    found: list[Mutant] = []
    for family, operators in ((True, PITFALLS), (False, GENERIC)):
        for name, op in operators.items():
            for i, node in enumerate(nodes):
                line = (node.body[0].lineno if isinstance(node, (ast.FunctionDef,
                                                                 ast.AsyncFunctionDef))
                        else getattr(node, "lineno", None) or _line_of(tree, node))
                if line not in lines:
                    continue
                for edit in op(node, tree):
                    copied = copy.deepcopy(module)
                    twin = Tree(copied)
                    try:
                        edit(twin, list(ast.walk(copied))[i])
                        text = ast.unparse(ast.fix_missing_locations(copied))
                        compile(text, "<mutant>", "exec")
                    except (SyntaxError, ValueError, AttributeError, TypeError, IndexError,
                            KeyError, AssertionError):
                        continue  # an edit that does not apply here
                    if text in seen:
                        continue
                    seen.add(text)
                    found.append(Mutant(mutant_key(exercise, text), name, family, line,
                                        one_line_diff(reference, text), text,
                                        INSERTED.get(name, "")))
    return found


def _line_of(tree: Tree, node: ast.AST) -> int | None:
    while id(node) in tree.parent:
        node = tree.parent[id(node)][0]
        if getattr(node, "lineno", None):
            return node.lineno
    return None


def select(found: list[Mutant], cap: int, seed: str) -> list[Mutant]:
    """At most ``cap`` mutants: pitfalls first (up to two thirds of the cap when generic ones
    exist), then generic ones; within each family the operators take turns, and generic
    mutants are shuffled with a fixed seed (the exercise's id), so a run is reproducible."""
    pitfalls = [m for m in found if m.pitfall]
    generic = [m for m in found if not m.pitfall]
    rng = random.Random(seed)
    rng.shuffle(generic)
    room = cap if not generic else max(cap - min(len(generic), cap // 3), 0)
    chosen = _turns(pitfalls, room)
    return chosen + _turns(generic, cap - len(chosen))


def _turns(mutants: list[Mutant], n: int) -> list[Mutant]:
    """Up to ``n`` mutants, one per operator in turn (in the order the operators come)."""
    by_op: dict[str, list[Mutant]] = {}
    for m in mutants:
        by_op.setdefault(m.operator, []).append(m)
    chosen: list[Mutant] = []
    while len(chosen) < n and any(by_op.values()):
        for queue in by_op.values():
            if queue and len(chosen) < n:
                chosen.append(queue.pop(0))
    return chosen
