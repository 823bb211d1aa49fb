# Mistake: "fn may be an nn.Module: pass that very module to torch.compile (no copy ...) ... so that later changes to its weights show in the compiled function": compiling a deepcopy (to leave the caller's module untouched) returns a function whose weights no longer follow the caller's module.
import copy
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    target = copy.deepcopy(fn) if isinstance(fn, nn.Module) else fn
    try:
        compiled_fn = torch.compile(target, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
    except Exception as err:
        warnings.warn(f"compile failed ({type(err).__name__}); using eager")
        return fn, False
    return compiled_fn, True
