# Right: lets the forward run to the end, records the finishing order of every module's non-finite flag, and picks the first flagged one; flattens outputs recursively.
def _tensors(value):
    if isinstance(value, torch.Tensor):
        yield value
    elif isinstance(value, (tuple, list)):
        for v in value:
            yield from _tensors(v)

def first_nonfinite_module(model: nn.Module, *inputs):
    order = []
    handles = []
    try:
        for name, module in model.named_modules():
            handles.append(module.register_forward_hook(
                lambda m, a, out, name=name: order.append(
                    (name, any(not torch.isfinite(t).all() for t in _tensors(out))))))
        model(*inputs)
    finally:
        while handles:
            handles.pop().remove()
    return next((name for name, bad in order if bad), None)
