# Diagnosis: bias-none
# Pitfall: a Linear built with bias=False has bias None, and zeros_(None) fails.
def init_weights(model: nn.Module) -> nn.Module:
    for module in model.modules():
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            nn.init.zeros_(module.bias)
    return model
