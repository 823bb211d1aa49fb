# Diagnosis: reason-without-error
# Pitfall: the last line of the message as the reason: for a backend error that is PyTorch's advice
# about TORCHDYNAMO_VERBOSE, which says nothing about what failed.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except Exception as err:
        lines = str(err).strip().splitlines() or ["(no message)"]
        print("falling back to eager mode:", lines[-1])
        return fn, False
    return compiled, True
