# Right: a forward hook on every module (root included, name "" from named_modules), each checking every tensor at any depth of nested tuples/lists with isfinite; only the first finisher is kept; hooks removed in a finally block so errors propagate and nothing is left; the caller's hooks are untouched.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []

    def has_nonfinite(obj):
        if torch.is_tensor(obj):
            return bool((~torch.isfinite(obj.detach())).any())
        if isinstance(obj, (tuple, list)):
            return any(has_nonfinite(item) for item in obj)
        return False

    handles = []
    try:
        for name, module in model.named_modules():
            def hook(mod, args, output, name=name):
                if not found and has_nonfinite(output):
                    found.append(name)
            handles.append(module.register_forward_hook(hook))
        model(*inputs)
    finally:
        for handle in handles:
            handle.remove()
    return found[0] if found else None
