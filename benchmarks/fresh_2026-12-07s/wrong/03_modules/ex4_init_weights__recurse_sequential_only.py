# Mistake: "for **every** `nn.Linear` anywhere inside `model` (however deeply nested: in a `Sequential`, a `ModuleList`, your own modules)": recurses only into nn.Sequential children, so Linears inside a ModuleList or a plain nn.Module container are skipped.
def init_weights(model: nn.Module) -> nn.Module:
    if isinstance(model, nn.Linear):
        nn.init.kaiming_normal_(model.weight, mode="fan_in", nonlinearity="relu")
        if model.bias is not None:
            nn.init.zeros_(model.bias)
    for child in model.children():
        if isinstance(child, (nn.Sequential, nn.Linear)):
            init_weights(child)
    return model
