# Mistake: "`fn` may be an `nn.Module`: pass that very module to `torch.compile` (no copy ...) and return the compiled wrapper, so that later changes to its weights show in the compiled function" — compiles a deepcopy of a module "to leave the caller's module alone", so later weight changes do not show in the compiled function.
import copy

def compile_or_eager(fn, example_args, **compile_kwargs):
    target = copy.deepcopy(fn) if isinstance(fn, nn.Module) else fn
    try:
        compiled = torch.compile(target, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except Exception as err:
        lines = str(err).splitlines()
        print(f"falling back to eager: {type(err).__name__}" + (f": {lines[0]}" if lines else ""))
        return fn, False
    return compiled, True
