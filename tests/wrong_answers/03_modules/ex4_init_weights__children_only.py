# Diagnosis: nested-missed
# Pitfall: children() yields only the top-level modules, so nested Linear layers keep the default.
def init_weights(model: nn.Module) -> nn.Module:
    for module in model.children():
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
    return model
