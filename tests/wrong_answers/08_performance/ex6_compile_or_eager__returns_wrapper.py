# Diagnosis: fallback-not-original
# Pitfall: on failure returns the compiled wrapper, which fails again (or recompiles) at every call.
def compile_or_eager(fn, example_args, **compile_kwargs):
    compiled = torch.compile(fn, **compile_kwargs)
    try:
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except Exception as err:
        print(f"torch.compile failed: {type(err).__name__}")
        return compiled, False
    return compiled, True
