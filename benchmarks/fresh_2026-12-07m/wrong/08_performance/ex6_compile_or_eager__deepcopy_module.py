# Mistake: "`fn` may be an `nn.Module`: pass that very module to `torch.compile` (no copy ...) ... so that later changes to its weights show in the compiled function" - compiles a deep copy of a module to keep the caller's untouched, so later weight changes do not show in the compiled function.
import copy

def compile_or_eager(fn, example_args, **compile_kwargs):
    target = copy.deepcopy(fn) if isinstance(fn, nn.Module) else fn
    try:
        compiled = torch.compile(target, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except Exception as err:
        print(f"{type(err).__name__}: {err}".splitlines()[0] + " (falling back to eager)")
        return fn, False
    return compiled, True
