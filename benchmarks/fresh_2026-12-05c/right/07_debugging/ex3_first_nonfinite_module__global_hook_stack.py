# Right: a single global module forward hook, filtered by id to this model's modules (including the root as ""), walks tuple/list outputs with an explicit stack, records completion events in order and returns the first non-finite one; the global hook is removed in finally
def first_nonfinite_module(model: nn.Module, *inputs):
    names = {}
    for name, module in model.named_modules():
        names.setdefault(id(module), name)
    events = []

    def is_bad(output):
        stack = [output]
        while stack:
            item = stack.pop()
            if isinstance(item, (tuple, list)):
                stack.extend(item)
            elif torch.is_tensor(item) and not bool(torch.isfinite(item).all()):
                return True
        return False

    def hook(module, args, output):
        name = names.get(id(module))
        if name is not None and not events and is_bad(output):
            events.append(name)

    handle = torch.nn.modules.module.register_module_forward_hook(hook)
    try:
        model(*inputs)
    finally:
        handle.remove()
    return events[0] if events else None
