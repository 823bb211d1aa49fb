# Mistake: "fn may be an nn.Module: pass that very module to torch.compile (no copy ...), so that later changes to its weights show in the compiled function": a deep copy is compiled, so after the caller changes the module's weights the compiled function still uses the old ones.
import copy

def compile_or_eager(fn, example_args, **compile_kwargs):
    target = copy.deepcopy(fn) if isinstance(fn, nn.Module) else fn    # do not touch the caller's module
    try:
        compiled = torch.compile(target, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
        return compiled, True
    except Exception as err:
        print(f"compile failed: {type(err).__name__}: {(str(err).splitlines() or [''])[0]}")
        return fn, False
