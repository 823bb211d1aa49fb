# Diagnosis: failure-missed
# Pitfall: torch._dynamo.config.suppress_errors switched on: a failing backend runs eagerly and is reported as compiled, and the switch stays on for the whole process.
def compile_or_eager(fn, example_args, **compile_kwargs):
    torch._dynamo.config.suppress_errors = True   # let Dynamo fall back by itself
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        print(f"{type(err).__name__}: using eager")
        return fn, False
