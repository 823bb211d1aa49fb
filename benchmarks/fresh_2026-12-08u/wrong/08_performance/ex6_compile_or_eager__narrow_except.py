# Mistake: "if anything raises ... Never let the error escape" — catches only the two errors the section shows (BackendCompilerFailed) plus assert_close's AssertionError, so a graph break under fullgraph=True (torch._dynamo.exc.Unsupported) escapes.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        return compiled_fn, True
    except (torch._dynamo.exc.BackendCompilerFailed, AssertionError) as err:
        reason = f"{type(err).__name__}: {err}".splitlines()[0]
        print(f"torch.compile failed, using eager: {reason}")
        return fn, False
