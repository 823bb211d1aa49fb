# Right: stops the forward pass at the first non-finite output by raising a private BaseException subclass carrying the name, caught by that class only (real errors propagate); hooks removed in finally.
class _FoundNonFinite(BaseException):
    def __init__(self, name):
        super().__init__(name)
        self.name = name

def _has_nonfinite(value):
    if isinstance(value, torch.Tensor):
        return not bool(torch.isfinite(value).all())
    if isinstance(value, (tuple, list)):
        return any(_has_nonfinite(v) for v in value)
    return False

def first_nonfinite_module(model: nn.Module, *inputs):
    handles = []
    def make(name):
        def hook(module, args, output):
            if _has_nonfinite(output):
                raise _FoundNonFinite(name)
        return hook
    try:
        for name, module in model.named_modules():
            handles.append(module.register_forward_hook(make(name)))
        model(*inputs)
        return None
    except _FoundNonFinite as found:
        return found.name
    finally:
        for h in handles:
            h.remove()
