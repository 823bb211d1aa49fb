# Mistake: "Leave `example_args` and the global state (grad mode ...) as you found them" and "a caller under `torch.no_grad()` ... do not switch grad mode back on inside": the check runs with grad switched off and then switches it back on, so a caller under torch.no_grad() finds grad mode enabled after the call.
def compile_or_eager(fn, example_args, **compile_kwargs):
    torch.set_grad_enabled(False)        # the check needs no graph
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        result = (compiled_fn, True)
    except Exception as err:
        print(f"compilation failed, eager fallback: {type(err).__name__}: {(str(err).splitlines() or [''])[0]}")
        result = (fn, False)
    torch.set_grad_enabled(True)
    return result
