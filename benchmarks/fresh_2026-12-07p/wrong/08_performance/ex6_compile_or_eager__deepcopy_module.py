# Mistake: "fn may be an nn.Module: pass that very module to torch.compile (no copy ...) and return the compiled wrapper, so that later changes to its weights show in the compiled function": a deep copy of the module is compiled (to keep the caller's module untouched), so later changes to the caller's weights do not show in the returned callable.
import copy

def compile_or_eager(fn, example_args, **compile_kwargs):
    target = copy.deepcopy(fn) if isinstance(fn, nn.Module) else fn
    try:
        compiled_fn = torch.compile(target, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        print(f"compile failed: {type(err).__name__}: {err}".splitlines()[0])
        return fn, False
