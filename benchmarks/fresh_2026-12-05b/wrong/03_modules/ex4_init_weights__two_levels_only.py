# Mistake: "for every nn.Linear anywhere inside model (however deeply nested ...)" — looks at the children and grandchildren only, so a Linear three levels down is missed.
def init_weights(model: nn.Module) -> nn.Module:
    candidates = [model]
    for child in model.children():
        candidates.append(child)
        candidates.extend(child.children())
    for module in candidates:
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
    return model
