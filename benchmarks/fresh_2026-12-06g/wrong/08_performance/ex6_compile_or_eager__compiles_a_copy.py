# Mistake: "`fn` may be an `nn.Module`: pass that very module to `torch.compile` (no copy ...), so that later changes to its weights show in the compiled function" — compiles a deep copy "to keep the caller's module untouched": the compiled function keeps the weights of the moment of the call, and later updates of the caller's module never reach it
def compile_or_eager(fn, example_args, **compile_kwargs):
    target = copy.deepcopy(fn) if isinstance(fn, nn.Module) else fn
    try:
        compiled_fn = torch.compile(target, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        print(f"compile_or_eager: eager fallback after {type(err).__name__}")
        return fn, False
