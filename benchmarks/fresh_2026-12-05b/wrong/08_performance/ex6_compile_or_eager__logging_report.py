# Mistake: "print it or warn it (`print` or `warnings.warn`: the tests capture both, while a `logging` handler may write where they cannot see it)" -- reports the failure with logging.warning.
import logging

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except Exception as err:
        logging.getLogger(__name__).warning("falling back to eager: %s", type(err).__name__)
        return fn, False
    return compiled, True
