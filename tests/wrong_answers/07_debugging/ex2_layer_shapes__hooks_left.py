# Diagnosis: hooks-left
# Pitfall: the handles are thrown away, so every hook stays on the model after the call.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records = []

    def hook(module, args, output, name):
        first = output[0] if isinstance(output, (tuple, list)) else output
        records.append((name, tuple(first.shape)))

    for name, module in model.named_modules():
        if next(module.children(), None) is None:
            module.register_forward_hook(lambda m, a, o, name=name: hook(m, a, o, name))
    model(*inputs)
    return records
