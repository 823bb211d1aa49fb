# Mistake: "`fn` may be an `nn.Module`: pass that very module to `torch.compile` (no copy ...) ... so that later changes to its weights show in the compiled function": it compiles a deepcopy of the module, so weight changes to the caller's module do not show.
import copy

def compile_or_eager(fn, example_args, **compile_kwargs):
    target = copy.deepcopy(fn) if isinstance(fn, nn.Module) else fn
    try:
        compiled = torch.compile(target, **compile_kwargs)
        result = compiled(*example_args)
        torch.testing.assert_close(result, fn(*example_args))
        return compiled, True
    except Exception as err:
        msg = str(err).strip().splitlines()
        print(f"eager fallback: {type(err).__name__}" + (f": {msg[0]}" if msg else ""))
        return fn, False
