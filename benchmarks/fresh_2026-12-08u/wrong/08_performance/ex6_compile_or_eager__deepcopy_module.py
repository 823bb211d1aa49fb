# Mistake: "`fn` may be an `nn.Module`: pass that very module to `torch.compile` (no copy ...) so that later changes to its weights show in the compiled function" — compiles a deepcopy to protect the caller's module, so later weight changes do not reach the compiled callable.
import copy

def compile_or_eager(fn, example_args, **compile_kwargs):
    target = copy.deepcopy(fn) if isinstance(fn, nn.Module) else fn
    try:
        compiled_fn = torch.compile(target, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        reason = f"{type(err).__name__}: {err}".splitlines()[0]
        print(f"torch.compile failed, using eager: {reason}")
        return fn, False
