# Right: stops the forward pass at the first non-finite output with a private BaseException subclass (caught by itself only, so real errors still propagate), and walks nested outputs with an explicit stack instead of recursion.
class _FirstNonFinite(BaseException):
    def __init__(self, name):
        super().__init__(name)
        self.name = name


def _has_nonfinite(out):
    stack = [out]
    while stack:
        item = stack.pop()
        if isinstance(item, torch.Tensor):
            if not torch.isfinite(item).all():
                return True
        elif isinstance(item, (tuple, list)):
            stack.extend(item)
    return False


def first_nonfinite_module(model: nn.Module, *inputs):
    handles = []
    for name, module in model.named_modules():
        def hook(m, args, out, name=name):
            if _has_nonfinite(out):
                raise _FirstNonFinite(name)
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    except _FirstNonFinite as stop:
        return stop.name
    finally:
        for h in handles:
            h.remove()
    return None
