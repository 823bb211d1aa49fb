# Mistake: "check that the compiled result matches fn(*example_args) (use torch.testing.assert_close) ... a backend whose results are one float step off in the last bit is a match (... torch.equal would wrongly fall back)": comparing with torch.equal falls back to eager for a backend that is one ulp off.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        out = compiled(*example_args)
        if not torch.equal(out, fn(*example_args)):
            raise AssertionError("compiled results differ from eager")
    except Exception as err:
        print(f"falling back to eager ({type(err).__name__}: {str(err).strip()[:80]!r})".replace("\n", " "))
        return fn, False
    return compiled, True
