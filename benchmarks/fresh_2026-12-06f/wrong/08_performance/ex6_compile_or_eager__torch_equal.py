# Mistake: "check that the compiled result matches `fn(*example_args)` (use `torch.testing.assert_close`)" — torch.equal demands bit-identical results, so the backend one float step off in the last bit is rejected (returns (fn, False) where assert_close accepts it)
import torch


def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        got = compiled(*example_args)
        expected = fn(*example_args)
        if not torch.equal(got, expected):
            raise AssertionError("compiled result differs")
        return compiled, True
    except Exception as err:
        print(f"torch.compile fell back to eager: {type(err).__name__}: {err}")
        return fn, False
