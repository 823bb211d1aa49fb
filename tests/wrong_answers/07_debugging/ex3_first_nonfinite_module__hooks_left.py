# Diagnosis: hooks-left
# Pitfall: the hooks are never removed: they stay on the model and run at every later forward pass.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []

    def hook(module, args, output, name):
        values = output if isinstance(output, (tuple, list)) else (output,)
        if not found and any(isinstance(v, torch.Tensor) and not torch.isfinite(v).all() for v in values):
            found.append(name)

    for name, module in model.named_modules():
        module.register_forward_hook(lambda m, a, o, name=name: hook(m, a, o, name))
    model(*inputs)
    return found[0] if found else None
