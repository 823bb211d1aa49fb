# Mistake: "if anything raises ... return `(fn, False)`" and "Leave ... the global state ... as you found them" — sets torch._dynamo.config.suppress_errors, so a backend that fails while compiling silently runs eagerly and is reported as compiled (True), and the switch stays on for every later torch.compile in the process
def compile_or_eager(fn, example_args, **compile_kwargs):
    torch._dynamo.config.suppress_errors = True   # let Dynamo fall back by itself
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        print(f"{type(err).__name__}: using eager")
        return fn, False
