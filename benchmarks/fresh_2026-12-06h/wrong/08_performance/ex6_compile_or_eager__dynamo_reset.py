# Mistake: "Leave `example_args` and the global state (grad mode, random generators) as you found them" / "the inputs come back unchanged and global state as found" — calls `torch._dynamo.reset()` first for a clean compile, which throws away every compiled graph and cache of the caller's other compiled functions.
def compile_or_eager(fn, example_args, **compile_kwargs):
    torch._dynamo.reset()                        # start from a clean compiler state
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except Exception as err:
        lines = str(err).splitlines()
        print(f"falling back to eager: {type(err).__name__}" + (f": {lines[0]}" if lines else ""))
        return fn, False
    return compiled, True
