# Diagnosis: containers-listed
# Pitfall: hooks on every module, as in the practitioner notes: containers and the model itself are listed too.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records = []

    def hook(module, args, output, name):
        first = output[0] if isinstance(output, (tuple, list)) else output
        records.append((name, tuple(first.shape)))

    handles = [module.register_forward_hook(lambda m, a, o, name=name: hook(m, a, o, name))
               for name, module in model.named_modules()]
    try:
        model(*inputs)
    finally:
        for handle in handles:
            handle.remove()
    return records
