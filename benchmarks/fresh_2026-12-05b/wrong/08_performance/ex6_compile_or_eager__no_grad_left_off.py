# Mistake: "Leave `example_args` and the global state (grad mode, random generators) as you found them" -- disables grad mode for the trial calls with torch.set_grad_enabled(False) and never turns it back on.
def compile_or_eager(fn, example_args, **compile_kwargs):
    torch.set_grad_enabled(False)
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except Exception as err:
        print(f"compile_or_eager: {type(err).__name__}, falling back to eager")
        return fn, False
    return compiled, True
