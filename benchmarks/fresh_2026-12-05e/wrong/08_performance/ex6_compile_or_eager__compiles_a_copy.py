# Mistake: "`fn` may be an `nn.Module`: compile and return that very module (no copy), so that later changes to its weights show in the compiled function" — compiles a deepcopy, so weights changed on the caller's module afterwards are not seen by the returned callable
import copy

def compile_or_eager(fn, example_args, **compile_kwargs):
    target = copy.deepcopy(fn) if isinstance(fn, nn.Module) else fn
    try:
        compiled = torch.compile(target, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
        return compiled, True
    except Exception as err:
        print(f"compile failed with {type(err).__name__}; using eager")
        return fn, False
