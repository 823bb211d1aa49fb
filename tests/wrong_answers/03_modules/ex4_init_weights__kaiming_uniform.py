# Diagnosis: uniform-not-normal
# Pitfall: kaiming_uniform_ has the right variance, but the exercise asks for a normal distribution.
def init_weights(model: nn.Module) -> nn.Module:
    for module in model.modules():
        if isinstance(module, nn.Linear):
            nn.init.kaiming_uniform_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
    return model
