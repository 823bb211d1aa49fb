# Right: keeps the handles in a list, finds the first element of (possibly nested) tuple/list outputs with a small recursive helper, and removes the hooks in finally.
def _first_tensor(value):
    while isinstance(value, (tuple, list)):
        value = value[0]
    return value

def layer_shapes(model: nn.Module, *inputs) -> list:
    calls = []
    handles = []
    try:
        for name, module in model.named_modules():
            if len(module._modules) == 0:
                handles.append(module.register_forward_hook(
                    lambda mod, args, output, _n=name: calls.append((_n, tuple(_first_tensor(output).shape)))))
        model(*inputs)
    finally:
        for handle in handles:
            handle.remove()
    return calls
