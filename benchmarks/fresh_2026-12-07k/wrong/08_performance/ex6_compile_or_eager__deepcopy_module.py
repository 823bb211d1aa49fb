# Mistake: "fn may be an nn.Module: pass that very module to torch.compile (no copy ...) ..., so that later changes to its weights show in the compiled function": compiling a deep copy of the module (to keep the caller's untouched) returns a function whose weights no longer follow the caller's module.
import copy


def compile_or_eager(fn, example_args, **compile_kwargs):
    target = copy.deepcopy(fn) if isinstance(fn, nn.Module) else fn
    try:
        compiled = torch.compile(target, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except Exception as err:
        print(f"torch.compile fell back to eager: {type(err).__name__}")
        return fn, False
    return compiled, True
