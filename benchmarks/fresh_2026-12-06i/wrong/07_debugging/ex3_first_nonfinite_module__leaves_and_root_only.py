# Mistake: "Hooks go on every module" — hooks only the leaf modules and the model itself "to keep the report short"; a container whose own forward computes exp(30 lin(h)) is skipped, so the next leaf or the model ("") is reported instead of that container.
def first_nonfinite_module(model: nn.Module, *inputs):
    def finite(value):
        if torch.is_tensor(value):
            return bool(value.isfinite().all())
        if isinstance(value, (tuple, list)):
            return all(finite(v) for v in value)
        return True
    order = []
    handles = []
    for name, module in model.named_modules():
        if module is model or next(module.children(), None) is None:
            handles.append(module.register_forward_hook(
                lambda m, a, out, name=name: order.append(name) if not finite(out) else None))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return order[0] if order else None
