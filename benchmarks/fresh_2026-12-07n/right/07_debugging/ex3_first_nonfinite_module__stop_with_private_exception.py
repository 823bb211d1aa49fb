# Right: stops the forward at the first non-finite output by raising a private exception class and catching only that one; nested outputs walked with an explicit stack.
class _FoundNonFinite(Exception):
    def __init__(self, name):
        super().__init__(name)
        self.name = name


def first_nonfinite_module(model: nn.Module, *inputs):
    def nonfinite(output):
        stack = [output]
        while stack:
            v = stack.pop()
            if isinstance(v, torch.Tensor):
                if not bool(torch.isfinite(v).all()):
                    return True
            elif isinstance(v, (tuple, list)):
                stack.extend(v)
        return False

    handles = []
    for name, module in model.named_modules():
        def hook(m, args, out, name=name):
            if nonfinite(out):
                raise _FoundNonFinite(name)
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    except _FoundNonFinite as stop:
        return stop.name
    finally:
        for h in handles:
            h.remove()
    return None
