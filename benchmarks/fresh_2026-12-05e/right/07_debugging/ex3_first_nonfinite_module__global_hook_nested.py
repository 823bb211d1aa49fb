# Right: one global forward hook filtered to this model's modules by identity; outputs flattened recursively (nested LSTM tuples included), a value is bad when isfinite is False anywhere; the first finished call wins; removed in finally
from torch.nn.modules.module import register_module_forward_hook


def first_nonfinite_module(model: nn.Module, *inputs):
    names = {id(m): n for n, m in model.named_modules()}
    first = []

    def tensors(obj):
        if torch.is_tensor(obj):
            yield obj
        elif isinstance(obj, (tuple, list)):
            for item in obj:
                yield from tensors(item)

    def hook(module, args, output):
        if first or id(module) not in names:
            return None
        with torch.no_grad():
            if any(not bool(torch.isfinite(t).all()) for t in tensors(output)):
                first.append(names[id(module)])
        return None

    handle = register_module_forward_hook(hook)
    try:
        model(*inputs)
    finally:
        handle.remove()
    return first[0] if first else None
