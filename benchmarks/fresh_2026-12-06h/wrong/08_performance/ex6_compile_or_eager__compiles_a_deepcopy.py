# Mistake: "`fn` may be an `nn.Module`: pass that very module to `torch.compile` (no copy ...) ..., so that later changes to its weights show in the compiled function" — compiles a `copy.deepcopy` of a module (to keep the caller's module untouched), so weights changed later on the caller's module do not show in the compiled function.
def compile_or_eager(fn, example_args, **compile_kwargs):
    target = copy.deepcopy(fn) if isinstance(fn, nn.Module) else fn
    try:
        compiled = torch.compile(target, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except Exception as err:
        first = str(err).strip().splitlines()[0] if str(err).strip() else ""
        print(f"torch.compile failed, running eager: {type(err).__name__}: {first}")
        return fn, False
    return compiled, True
