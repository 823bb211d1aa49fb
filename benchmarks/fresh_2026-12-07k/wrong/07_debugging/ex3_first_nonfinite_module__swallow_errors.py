# Mistake: "all be removed before the function returns, also when the forward pass raises an error (let the error propagate)": the stop-early exception is caught with a broad except Exception, which also swallows a real error of the forward pass (a Linear of the wrong width) and returns None instead of raising it.
class StopForward(Exception):
    """Raised by the hook once the first non-finite output is found."""


def _all_finite(out):
    if isinstance(out, torch.Tensor):
        return bool(torch.isfinite(out).all())
    if isinstance(out, (tuple, list)):
        return all(_all_finite(o) for o in out)
    return True


def first_nonfinite_module(model: nn.Module, *inputs):
    first = None
    handles = []

    def make(name):
        def hook(module, args, out):
            nonlocal first
            if first is None and not _all_finite(out):
                first = name
                raise StopForward(name)
        return hook

    for name, module in model.named_modules():
        handles.append(module.register_forward_hook(make(name)))
    try:
        model(*inputs)
    except Exception:
        pass
    finally:
        for h in handles:
            h.remove()
    return first
