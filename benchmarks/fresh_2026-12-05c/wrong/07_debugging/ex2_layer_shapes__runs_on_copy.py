# Mistake: "Run the model itself (not a copy) once" — deep-copies the model to keep hooks off the original, so the caller's model never runs (and a model's hooks/forward side effects are on the copy)
import copy

def layer_shapes(model: nn.Module, *inputs) -> list:
    probe = copy.deepcopy(model)
    records = []
    for name, module in probe.named_modules():
        if len(list(module.children())) == 0:
            def hook(mod, args, output, name=name):
                out = output[0] if isinstance(output, (tuple, list)) else output
                records.append((name, tuple(out.shape)))
            module.register_forward_hook(hook)
    probe(*inputs)
    return records
