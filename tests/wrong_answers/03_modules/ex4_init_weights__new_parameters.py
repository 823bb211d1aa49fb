# Diagnosis: module-replaced
# Pitfall: new nn.Parameter objects instead of filling the existing ones: an optimizer built before init never sees them.
def init_weights(model: nn.Module) -> nn.Module:
    for module in model.modules():
        if isinstance(module, nn.Linear):
            std = (2 / module.in_features) ** 0.5
            module.weight = nn.Parameter(torch.randn_like(module.weight) * std)
            if module.bias is not None:
                module.bias = nn.Parameter(torch.zeros_like(module.bias))
    return model
