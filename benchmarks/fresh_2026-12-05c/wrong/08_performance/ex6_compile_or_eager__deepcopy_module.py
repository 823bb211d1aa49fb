# Mistake: "fn may be an nn.Module: compile and return that very module (no copy), so that later changes to its weights show in the compiled function" — compiles a deep copy of a module, so later weight changes to the caller's module do not show
import copy

def compile_or_eager(fn, example_args, **compile_kwargs):
    target = copy.deepcopy(fn) if isinstance(fn, nn.Module) else fn
    try:
        compiled = torch.compile(target, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
        return compiled, True
    except Exception as err:
        print(f"falling back to eager: {type(err).__name__}")
        return fn, False
